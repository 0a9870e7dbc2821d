// A docs site written to a temporary folder, for tests that run the real server or CLI.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after } from 'node:test';
import { URI } from 'vscode-uri';

export interface TempSite {
  readonly dir: string;
  path(relative: string): string;
  uri(relative: string): string;
  write(relative: string, text: string): void;
  remove(): void;
}

/** Writes the files to a new temporary folder, removed after the tests of the file (or by `remove`). */
export function tempSite(files: Record<string, string>, cleanup: 'after-tests' | 'manual' = 'after-tests'): TempSite {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-lsp-'));
  if (cleanup === 'after-tests') after(() => site.remove());
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
