// Output files of the CLI (`-o FILE`) are replaced whole or not at all: the text goes to a temporary file in the same
// folder (same file system, so that the rename is atomic), flushed to disk, then renamed over the target. A command
// that is killed or fails leaves the previous file as it was, never a truncated one; an existing symbolic link is
// replaced, never written through.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { randomBytes } from 'node:crypto';

/** An output path that cannot be written, with a message for the user (the command exits 2). */
export class OutputFileError extends Error {}

/** Checks before any work (requests, generation) that `file` can be written: its folder exists, it is no folder. */
export function checkOutputFile(file: string): void {
  const folder = path.dirname(file);
  let folderStat: fs.Stats;
  try {
    folderStat = fs.statSync(folder);
  } catch (error) {
    throw new OutputFileError(`cannot write ${file}: its folder ${folder}: ${describeErrno(error)}`);
  }
  if (!folderStat.isDirectory()) throw new OutputFileError(`cannot write ${file}: ${folder} is not a folder`);
  const target = lstatOrUndefined(file);
  if (target?.isDirectory()) throw new OutputFileError(`cannot write ${file}: it is a folder; name a file`);
  if (target && !target.isFile() && !target.isSymbolicLink())
    throw new OutputFileError(`cannot write ${file}: it is not a regular file`);
}

/**
 * Writes `text` to `file` atomically (see above). The previous file's permissions are kept, unless `mode` is given:
 * then the file has that mode (analytics exports are 0600, they hold readers' e-mail addresses). `exclusive`: the
 * file must not exist (nor a link at its name); it is put in place with a hard link, which fails on any entry there,
 * where a rename would replace one made meanwhile.
 */
export function writeFileAtomic(
  file: string,
  text: string,
  options: { readonly mode?: number; readonly exclusive?: boolean } = {},
): void {
  checkOutputFile(file);
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  let fd: number | undefined;
  try {
    // `wx`: a fresh file, never an existing one or a link someone put at that name
    fd = fs.openSync(temporary, 'wx', options.mode ?? lstatOrUndefined(file)?.mode ?? 0o666);
    if (options.mode !== undefined) fs.fchmodSync(fd, options.mode);
    fs.writeFileSync(fd, text);
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fd = undefined;
    if (options.exclusive) placeExclusively(temporary, file);
    else fs.renameSync(temporary, file);
  } catch (error) {
    if (fd !== undefined) fs.closeSync(fd);
    fs.rmSync(temporary, { force: true });
    throw new OutputFileError(`cannot write ${file}: ${describeErrno(error)}; it was left as it was`);
  }
}

/** Gives the written temporary file the name `file`, which must be free; the temporary name is removed. */
function placeExclusively(temporary: string, file: string): void {
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // a file system without hard links: a rename, once the name is seen free
    if ((code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP') || lstatOrUndefined(file)) throw error;
    fs.renameSync(temporary, file);
    return;
  }
  fs.rmSync(temporary, { force: true });
}

function lstatOrUndefined(file: string): fs.Stats | undefined {
  try {
    return fs.lstatSync(file);
  } catch {
    return undefined;
  }
}

export function describeErrno(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  const meaning: Record<string, string> = {
    ENOENT: 'no such file or folder (ENOENT)',
    EACCES: 'permission denied (EACCES)',
    EPERM: 'operation not permitted (EPERM)',
    ENOSPC: 'the disk is full (ENOSPC)',
    EFBIG: 'the file is larger than this system or its limits allow (EFBIG)',
    EDQUOT: 'the disk quota is used up (EDQUOT)',
    EROFS: 'a read-only file system (EROFS)',
    ENAMETOOLONG: 'a name too long for the file system (ENAMETOOLONG)',
    ENOTDIR: 'a file where a folder is expected (ENOTDIR)',
    EISDIR: 'a folder where a file is expected (EISDIR)',
    EEXIST: 'it already exists (EEXIST)',
  };
  return (code && meaning[code]) ?? (error instanceof Error ? error.message : String(error));
}
