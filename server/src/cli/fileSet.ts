// A set of files written into an output folder as one: every path is checked before the first write (inside the
// folder, no symbolic link on the way, no folder where a file goes), the files are written into a staging folder
// inside the output folder, then moved into place. An error at any point leaves the folder as it was: files moved in
// are taken out again and files they replaced are put back.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describeErrno, OutputFileError } from './outputFile';

export interface PlannedFile {
  /** Relative to the output folder, with `/`. */
  readonly path: string;
  readonly text: string;
}

export interface FileSetResult {
  readonly written: string[];
  /** Existing files left alone (without `overwrite`). */
  readonly skipped: string[];
}

/** Checks the output folder: it exists or can be created, and is a folder. */
export function checkOutputFolder(folder: string): void {
  const stat = lstatOrUndefined(folder);
  if (stat && !fs.statSync(folder).isDirectory())
    throw new OutputFileError(`cannot write into ${folder}: it is a file, not a folder; -o names a folder`);
  if (!stat) {
    const parent = existingAncestor(folder);
    if (!fs.statSync(parent).isDirectory())
      throw new OutputFileError(`cannot create ${folder}: ${parent} is a file, not a folder`);
  }
}

/** Writes every file or none; throws OutputFileError (nothing changed) on any problem. */
export function writeFileSet(folder: string, files: readonly PlannedFile[], overwrite: boolean): FileSetResult {
  checkOutputFolder(folder);
  const result: FileSetResult = { written: [], skipped: [] };
  const toWrite: PlannedFile[] = [];
  for (const file of files) {
    const target = targetOf(folder, file.path);
    const existing = lstatOrUndefined(target);
    if (existing?.isSymbolicLink())
      throw new OutputFileError(`${file.path} is a symbolic link; files are never written through links`);
    if (existing && !existing.isFile()) throw new OutputFileError(`${file.path} exists and is not a file`);
    if (existing && !overwrite) result.skipped.push(file.path);
    else toWrite.push(file);
  }
  if (toWrite.length === 0) return result;
  const folderExisted = lstatOrUndefined(folder) !== undefined;
  fs.mkdirSync(folder, { recursive: true });
  const staging = fs.mkdtempSync(path.join(folder, '.docs-lsp-staging-'));
  const moved: { target: string; backup?: string }[] = [];
  const createdFolders: string[] = [];
  try {
    toWrite.forEach((file, i) => fs.writeFileSync(path.join(staging, String(i)), file.text, { flag: 'wx' }));
    toWrite.forEach((file, i) => {
      const target = targetOf(folder, file.path);
      createFolders(folder, path.dirname(target), createdFolders);
      let backup: string | undefined;
      if (lstatOrUndefined(target)) {
        backup = path.join(staging, `${i}.previous`);
        fs.renameSync(target, backup);
      }
      moved.push({ target, backup });
      fs.renameSync(path.join(staging, String(i)), target);
      result.written.push(file.path);
    });
  } catch (error) {
    for (const { target, backup } of moved.reverse()) {
      fs.rmSync(target, { force: true });
      if (backup) fs.renameSync(backup, target);
    }
    for (const created of createdFolders.reverse()) fs.rmdirSync(created);
    if (!folderExisted) fs.rmSync(folder, { recursive: true, force: true }); // only staging is left in it
    if (error instanceof OutputFileError) throw error;
    throw new OutputFileError(`cannot write into ${folder}: ${describeErrno(error)}; nothing was written`);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
  return result;
}

/** The absolute target of a planned path, refused when it would leave the folder. */
function targetOf(folder: string, relative: string): string {
  const target = path.resolve(folder, relative);
  const inside = path.relative(folder, target);
  if (!inside || inside.startsWith('..') || path.isAbsolute(inside))
    throw new OutputFileError(`${relative} would be written outside ${folder}`);
  // every folder on the way must be a real folder: a link could lead anywhere
  for (let dir = path.dirname(target); dir !== folder && dir.startsWith(folder); dir = path.dirname(dir)) {
    const stat = lstatOrUndefined(dir);
    if (stat?.isSymbolicLink())
      throw new OutputFileError(
        `${path.relative(folder, dir)} is a symbolic link; files are never written through links`,
      );
    if (stat && !stat.isDirectory()) throw new OutputFileError(`${path.relative(folder, dir)} is a file, not a folder`);
  }
  return target;
}

function createFolders(folder: string, dir: string, created: string[]): void {
  if (dir === folder || lstatOrUndefined(dir)) return;
  createFolders(folder, path.dirname(dir), created);
  fs.mkdirSync(dir);
  created.push(dir);
}

function existingAncestor(dir: string): string {
  for (let current = dir; ; current = path.dirname(current)) {
    if (lstatOrUndefined(current) || path.dirname(current) === current) return current;
  }
}

function lstatOrUndefined(file: string): fs.Stats | undefined {
  try {
    return fs.lstatSync(file);
  } catch {
    return undefined;
  }
}
