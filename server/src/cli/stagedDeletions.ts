// The files the staged commit deletes, for `check --changed`: pre-commit passes a hook the staged files that exist,
// never those deleted (nor the old name of a renamed file), yet deleting a page or an image breaks the links and the
// navigation entries that reach it. Asked of git, where the folder is in a git repository; none otherwise.
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';

/** Absolute paths of the files deleted in the index (a rename counts as the deletion of its old name). */
export function stagedDeletions(cwd: string): string[] {
  const git = spawnSync(
    'git',
    ['diff', '--cached', '--name-only', '--no-renames', '--diff-filter=D', '--relative', '-z'],
    {
      cwd,
      encoding: 'utf8',
      timeout: 30_000,
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (git.error || git.status !== 0) return [];
  return git.stdout
    .split('\0')
    .filter(Boolean)
    .map((file) => path.resolve(cwd, file));
}
