// A private copy of the bundled example site for each run.
import { cpSync, mkdtempSync, readFileSync, rmSync, watch, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { FAULTS, replaceOnce } from './docsJson';
import { repoRoot } from './env';

export interface Site {
  readonly root: string;
  file(relative: string): string;
  read(relative: string): string;
  dispose(): void;
}

export function copyExampleSite(): Site {
  const root = join(mkdtempSync(join(tmpdir(), 'docs-lsp-e2e-')), 'site');
  cpSync(join(repoRoot, 'example'), root, { recursive: true });
  const file = (relative: string) => join(root, relative);
  return {
    root,
    file,
    read: (relative) => readFileSync(file(relative), 'utf8'),
    dispose: () => rmSync(join(root, '..'), { recursive: true, force: true }),
  };
}

/** The example's docs.json with every fault of FAULTS put in. */
export function breakDocsJson(site: Site): string {
  const broken = Object.values(FAULTS).reduce(
    (text, fault) => replaceOnce(text, fault.original, fault.broken),
    site.read('docs.json'),
  );
  writeFileSync(site.file('docs.json'), broken);
  return broken;
}

/**
 * Resolves with the file's text once it equals `expected` (watching for writes), or with its last text after
 * `timeoutMs`: the caller asserts, so a mismatch shows as a diff.
 */
export function waitForFileText(path: string, expected: string, timeoutMs = 15_000): Promise<string> {
  const read = () => readFileSync(path, 'utf8');
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      watcher.close();
      resolve(read());
    };
    const watcher = watch(dirname(path), () => {
      if (read() === expected) finish();
    });
    const timer = setTimeout(finish, timeoutMs);
    if (read() === expected) finish();
  });
}
