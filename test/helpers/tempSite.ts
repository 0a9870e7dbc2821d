// A folder of files written to a temporary directory, for tests that run the real server or CLI or need a disk.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { URI } from 'vscode-uri';

export interface TempSite {
  readonly dir: string;
  path(relative: string): string;
  uri(relative: string): string;
  write(relative: string, text: string): void;
  /** Removes the folder now (it is removed when the test process exits in any case). */
  remove(): void;
}

const created: string[] = [];
process.on('exit', () => {
  for (const dir of created) fs.rmSync(dir, { recursive: true, force: true });
});

/** Writes the files to a new temporary folder. Safe to call anywhere: in a test, a hook or a helper. */
export function tempSite(files: Record<string, string> = {}): TempSite {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-lsp-'));
  created.push(dir);
  const site: TempSite = {
    dir,
    path: (relative) => path.join(dir, relative),
    uri: (relative) => URI.file(path.join(dir, relative)).toString(),
    write: (relative, text) => {
      fs.mkdirSync(path.dirname(site.path(relative)), { recursive: true });
      fs.writeFileSync(site.path(relative), text);
    },
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
  for (const [relative, text] of Object.entries(files)) site.write(relative, text);
  return site;
}
