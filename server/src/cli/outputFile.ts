// `-o FILE`: the output is written to a temporary file beside FILE and renamed over it, so that FILE is either the
// old content or the whole new one, never a partial export. The temporary file is created exclusively (no file of
// that name is followed or overwritten) with mode 0600: exports hold readers' e-mail addresses.
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import * as path from 'node:path';

export class OutputFileError extends Error {}

export async function writeFileAtomically(file: string, text: string): Promise<void> {
  const target = path.resolve(file);
  const existing = await fs.lstat(target).catch(() => undefined);
  if (existing?.isDirectory()) throw new OutputFileError(`${file} is a folder`);
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(temp, 'wx', 0o600);
    await handle.writeFile(text, 'utf8');
    await handle.sync();
    await handle.close();
    handle = undefined;
    await fs.rename(temp, target);
  } catch (error) {
    await handle?.close().catch(() => undefined);
    await fs.rm(temp, { force: true }).catch(() => undefined);
    throw new OutputFileError(
      `could not write ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
}
