// `check --fix` and `--fix-dry-run`: the quick fixes that need no human choice, applied through the editor's own code
// path (the facade's getCodeActions, one diagnostic at a time). A rule says when its fix is safe (`safeFix` in its
// module, carried by the catalogue); a finding's fix is taken only when it offers exactly one preferred action that
// changes only the finding's own file. The fixes are applied in memory, in passes (a fix can reveal another: a link
// renamed to an existing page, then its anchor), until a pass finds none or the passes run out; then each changed
// file is written whole or not at all (a temporary file renamed over it), never outside the docs root, or printed as
// a unified diff.
import * as fs from 'node:fs';
import { URI } from 'vscode-uri';
import { Diagnostic, TextEdit } from 'vscode-languageserver-types';
import { LanguageService } from '../engine/languageService';
import { DocsRoot } from '../engine/project';
import { ruleInfo } from '../engine/ruleCatalog';
import { editDistance, TextDocument } from '../engine/text';
import { DirectoryEntry, Workspace } from '../engine/workspace';
import { OutputFileError, writeFileAtomic } from './outputFile';

/** Passes at most: each pass applies every safe fix it finds, the next looks at what they left. */
export const MAX_FIX_PASSES = 10;

/** The largest change of text (edit distance) a `near` fix may make: a typo's. */
const NEAR = 2;

/**
 * The files of a workspace as they are on disk, or as the fixes left them: the engine reads the fixed text (with a
 * version of its own) while nothing is written yet.
 */
export class FixedWorkspace implements Workspace {
  private readonly fixed = new Map<string, { text: string; version: string }>();
  private changes = 0;

  constructor(private readonly disk: Workspace) {}

  get folders(): readonly string[] {
    return this.disk.folders;
  }

  /** The text a file had before any fix, by URI, for every file a fix changed. */
  readonly original = new Map<string, string>();

  /** Replaces the text of a file (its first text is kept in `original`). */
  setText(uri: string, before: string, text: string): void {
    if (!this.original.has(uri)) this.original.set(uri, before);
    this.fixed.set(uri, { text, version: `fixed:${++this.changes}` });
  }

  /** The fixed text of each changed file, by URI. */
  changedFiles(): Map<string, string> {
    const changed = new Map<string, string>();
    for (const [uri, { text }] of this.fixed) if (this.original.get(uri) !== text) changed.set(uri, text);
    return changed;
  }

  version(uri: string): string | number | undefined {
    return this.fixed.get(uri)?.version ?? this.disk.version(uri);
  }

  read(uri: string): string | undefined {
    const fixed = this.fixed.get(uri);
    return fixed ? fixed.text : this.disk.read(uri);
  }

  size(uri: string): number | undefined {
    const fixed = this.fixed.get(uri);
    return fixed ? Buffer.byteLength(fixed.text) : this.disk.size?.(uri);
  }

  list(uri: string): DirectoryEntry[] {
    return this.disk.list(uri);
  }

  realPath(uri: string): string {
    return this.disk.realPath ? this.disk.realPath(uri) : uri;
  }

  pathInside(base: string, uri: string): string | undefined {
    return this.disk.pathInside(base, uri);
  }
}

export interface FixResult {
  /** Fixes applied, over every pass. */
  readonly applied: number;
  /** Passes run (the last one found nothing to fix, unless the passes ran out). */
  readonly passes: number;
  /** The fixed text of each changed file, by URI (the text before is in the workspace's `original`). */
  readonly files: Map<string, string>;
}

/** Applies the safe fixes of the roots' files in memory, pass after pass, until none is left. */
export function applySafeFixes(
  service: LanguageService,
  workspace: FixedWorkspace,
  roots: readonly DocsRoot[],
): FixResult {
  let applied = 0;
  let passes = 0;
  // the fixes that brought a problem of their own, never tried again
  const declined = new Set<string>();
  while (passes < MAX_FIX_PASSES) {
    passes++;
    const changed: string[] = [];
    for (const uri of service.getFilesToCheck(roots)) {
      const diagnostics = service.getDiagnostics(uri).filter((d) => typeof d.code === 'string' && safeFixOf(d.code));
      if (diagnostics.length === 0) continue;
      let text: string | undefined;
      try {
        text = workspace.read(uri);
      } catch {
        continue; // unreadable, or not UTF-8: its findings say so, nothing is fixed there
      }
      if (text === undefined) continue;
      const edits = diagnostics.flatMap((diagnostic) =>
        declined.has(declinedKey(uri, diagnostic)) ? [] : (safeEditsOf(service, uri, text, diagnostic) ?? []),
      );
      const before = siteProblems(service, roots);
      const tryEdits = (groups: (readonly TextEdit[])[]) => {
        const fixed = applyEdits(text, groups);
        if (fixed.count === 0 || fixed.text === text) return 0;
        workspace.setText(uri, text, fixed.text);
        service.filesChanged([{ uri, kind: 'changed' }]);
        if (!bringsNewProblems(before, siteProblems(service, roots))) return fixed.count;
        workspace.setText(uri, fixed.text, text);
        service.filesChanged([{ uri, kind: 'changed' }]);
        return -1;
      };
      let count = tryEdits(edits.map((e) => e.edits));
      // a fix that brings a problem anywhere (a page entry corrected to one listed beside it; a reference corrected
      // to a spec whose own problems are then reported) is left out: the fixes of the file are tried one by one
      if (count < 0) {
        count = 0;
        for (const edit of edits) {
          const one = tryEdits([edit.edits]);
          if (one < 0) declined.add(declinedKey(uri, edit.diagnostic));
          else if (one > 0) {
            count = one;
            break; // the others come in the next pass, against the new text
          }
        }
      }
      if (count <= 0) continue;
      applied += count;
      changed.push(uri);
    }
    if (changed.length === 0) break;
  }
  return { applied, passes, files: workspace.changedFiles() };
}

const declinedKey = (uri: string, d: Diagnostic) => `${uri}\u0000${d.code}\u0000${d.message}`;

/** How many problems of each rule each file of the roots has, by file and rule code. */
function siteProblems(service: LanguageService, roots: readonly DocsRoot[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const uri of service.getFilesToCheck(roots))
    for (const d of service.getDiagnostics(uri)) {
      const key = `${uri}\u0000${d.code}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  return counts;
}

/**
 * Whether a file has more problems of a rule `after` than `before` (by file and rule alone: a problem that moved is
 * the same, and a message quoting the fixed text, `/index.mdx` is this page, changes with it).
 */
function bringsNewProblems(before: ReadonlyMap<string, number>, after: ReadonlyMap<string, number>): boolean {
  for (const [key, n] of after) if (n > (before.get(key) ?? 0)) return true;
  return false;
}

function safeFixOf(code: string) {
  return ruleInfo(code)?.safeFix;
}

/** A safe fix's edits, one group (all or none applied); undefined when the diagnostic has no safe fix. */
function safeEditsOf(
  service: LanguageService,
  uri: string,
  text: string,
  diagnostic: Diagnostic,
): { diagnostic: Diagnostic; edits: TextEdit[] } | undefined {
  const safe = safeFixOf(String(diagnostic.code));
  // the preferred actions only: a suppression comment, a new page or a redirect is a choice, never a fix
  const actions = service
    .getCodeActions(uri, [diagnostic])
    .filter((action) => action.isPreferred === true && action.edit && onlyChangesOf(action.edit, uri));
  if (actions.length !== 1) return undefined;
  const edits = actions[0].edit!.changes![uri];
  if (edits.length === 0) return undefined;
  if (safe === 'near' && !onlyClosePage(service, uri, diagnostic)) return undefined;
  if (safe === 'near') {
    const doc = TextDocument.create(uri, 'text', 0, text);
    const distance = edits.reduce(
      (sum, edit) =>
        sum + editDistance(text.slice(doc.offsetAt(edit.range.start), doc.offsetAt(edit.range.end)), edit.newText),
      0,
    );
    if (distance > NEAR) return undefined;
  }
  return { diagnostic, edits };
}

/**
 * For a path to no page (a link, a page entry): whether exactly one page of the site lies within a typo's distance of
 * it, the one the suggestion names; two pages as close (`a1`, `a2` for `a3`) are a choice. Other findings: true.
 */
function onlyClosePage(service: LanguageService, uri: string, diagnostic: Diagnostic): boolean {
  const data = diagnostic.data as { fix?: string; path?: string } | undefined;
  const written =
    data?.fix === 'missingPageLink'
      ? data.path
      : data?.fix === 'createPage'
        ? data.path?.replace(/\.mdx$/, '')
        : undefined;
  if (written === undefined) return true;
  const root = service
    .getDocsRoots()
    .filter((r) => uri === r.configUri || uri.startsWith(`${r.uri}/`))
    .sort((a, b) => b.uri.length - a.uri.length)[0];
  if (!root) return false;
  const wanted = written.toLowerCase();
  const close = new Set<string>();
  for (const file of root.files) {
    if (!/\.mdx?$/i.test(file)) continue;
    const page = file.replace(/\.mdx?$/i, '');
    for (const name of page.endsWith('/index') ? [page, page.slice(0, -'/index'.length)] : [page])
      if (Math.abs(name.length - wanted.length) <= NEAR && editDistance(name.toLowerCase(), wanted) <= NEAR)
        close.add(page);
  }
  return close.size === 1;
}

function onlyChangesOf(edit: NonNullable<ReturnType<LanguageService['getCodeActions']>[number]['edit']>, uri: string) {
  if (edit.documentChanges?.length) return false;
  const files = Object.keys(edit.changes ?? {});
  return files.length === 1 && files[0] === uri;
}

/**
 * The text with each group of edits applied, a group whose edits overlap one taken before left for the next pass;
 * `count`: the groups applied.
 */
export function applyEdits(text: string, groups: readonly (readonly TextEdit[])[]): { text: string; count: number } {
  const doc = TextDocument.create('file:///fixed', 'text', 0, text);
  const taken: { start: number; end: number; newText: string }[] = [];
  let count = 0;
  for (const group of groups) {
    const spans = group.map((edit) => ({
      start: doc.offsetAt(edit.range.start),
      end: doc.offsetAt(edit.range.end),
      newText: edit.newText,
    }));
    const meet = (s: { start: number; end: number }, o: { start: number; end: number }) =>
      (s.start < o.end && o.start < s.end) || (s.start === o.start && (s.start === s.end || o.start === o.end));
    const overlaps = spans.some((span) => taken.some((other) => meet(span, other)));
    if (overlaps) continue;
    taken.push(...spans);
    count++;
  }
  taken.sort((a, b) => b.start - a.start);
  let result = text;
  for (const span of taken) result = result.slice(0, span.start) + span.newText + result.slice(span.end);
  return { text: result, count };
}

/** Why a fixed file was not written, by path; the others are written. */
export function writeFixedFiles(workspace: FixedWorkspace, files: ReadonlyMap<string, string>): Map<string, string> {
  const refused = new Map<string, string>();
  for (const [uri, text] of files) {
    const file = URI.parse(uri).fsPath;
    try {
      if (fs.lstatSync(file).isSymbolicLink()) {
        refused.set(file, 'it is a symbolic link: not written through');
        continue;
      }
      // the file as read before the fixes, or it changed meanwhile and is left alone
      const raw = fs.readFileSync(file, 'utf8');
      const bom = raw.charCodeAt(0) === 0xfeff ? '\uFEFF' : '';
      if (raw.slice(bom.length) !== workspace.original.get(uri)) {
        refused.set(file, 'it changed while the fixes were made: left as it is');
        continue;
      }
      writeFileAtomic(file, bom + text);
    } catch (error) {
      refused.set(file, error instanceof OutputFileError ? error.message : String(error));
    }
  }
  return refused;
}

/**
 * A unified diff of two texts (`--- a/PATH`, `+++ b/PATH`, hunks with three lines of context), as `diff -u` and
 * `git diff` print it; empty when they are equal.
 */
export function unifiedDiff(path: string, before: string, after: string): string {
  if (before === after) return '';
  const a = splitLines(before);
  const b = splitLines(after);
  // a last line without its line break differs from the same line with one
  const keyed = (t: { lines: string[]; finalNewline: boolean }) =>
    t.finalNewline ? t.lines : t.lines.map((line, i) => (i === t.lines.length - 1 ? `${line}\u0000` : line));
  const ops = lineDiff(keyed(a), keyed(b));
  const CONTEXT = 3;
  const out = [`--- a/${path}`, `+++ b/${path}`];
  // indexes of changed operations, grouped into hunks whose context touches
  let i = 0;
  while (i < ops.length) {
    if (ops[i].op === ' ') {
      i++;
      continue;
    }
    const start = Math.max(0, i - CONTEXT);
    let end = i;
    for (;;) {
      while (end < ops.length && ops[end].op !== ' ') end++;
      let next = end;
      while (next < ops.length && ops[next].op === ' ') next++;
      if (next < ops.length && next - end <= 2 * CONTEXT) end = next;
      else break;
    }
    const stop = Math.min(ops.length, end + CONTEXT);
    const hunk = ops.slice(start, stop);
    const aStart = ops[start].a;
    const bStart = ops[start].b;
    const aCount = hunk.filter((o) => o.op !== '+').length;
    const bCount = hunk.filter((o) => o.op !== '-').length;
    out.push(`@@ -${range(aStart, aCount)} +${range(bStart, bCount)} @@`);
    for (const o of hunk) {
      const line = o.op === '+' ? b.lines[o.b] : a.lines[o.a];
      out.push(`${o.op}${line}`);
      const last =
        o.op === '+' ? o.b === b.lines.length - 1 && !b.finalNewline : o.a === a.lines.length - 1 && !a.finalNewline;
      if (last) out.push('\\ No newline at end of file');
    }
    i = stop;
  }
  return `${out.join('\n')}\n`;
}

function range(start: number, count: number): string {
  const first = count === 0 ? start : start + 1;
  return count === 1 ? `${first}` : `${first},${count}`;
}

function splitLines(text: string): { lines: string[]; finalNewline: boolean } {
  const finalNewline = text.endsWith('\n');
  const lines = (finalNewline ? text.slice(0, -1) : text).split('\n');
  return { lines: text === '' ? [] : lines, finalNewline };
}

/** The line operations turning `a` into `b`, each with its index in both (a longest common subsequence). */
function lineDiff(a: readonly string[], b: readonly string[]): { op: ' ' | '-' | '+'; a: number; b: number }[] {
  let prefix = 0;
  while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++;
  let suffix = 0;
  while (
    suffix < a.length - prefix &&
    suffix < b.length - prefix &&
    a[a.length - 1 - suffix] === b[b.length - 1 - suffix]
  )
    suffix++;
  const midA = a.slice(prefix, a.length - suffix);
  const midB = b.slice(prefix, b.length - suffix);
  const ops: { op: ' ' | '-' | '+'; a: number; b: number }[] = [];
  for (let k = 0; k < prefix; k++) ops.push({ op: ' ', a: k, b: k });
  if (midA.length * midB.length > 4_000_000) {
    // too large a change to align line by line: all of it removed, then added
    midA.forEach((_, k) => ops.push({ op: '-', a: prefix + k, b: prefix }));
    midB.forEach((_, k) => ops.push({ op: '+', a: prefix + midA.length, b: prefix + k }));
  } else {
    const n = midA.length;
    const m = midB.length;
    const lcs: Uint32Array[] = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
    for (let x = n - 1; x >= 0; x--)
      for (let y = m - 1; y >= 0; y--)
        lcs[x][y] = midA[x] === midB[y] ? lcs[x + 1][y + 1] + 1 : Math.max(lcs[x + 1][y], lcs[x][y + 1]);
    let x = 0;
    let y = 0;
    while (x < n || y < m) {
      if (x < n && y < m && midA[x] === midB[y]) ops.push({ op: ' ', a: prefix + x++, b: prefix + y++ });
      else if (x < n && (y === m || lcs[x + 1][y] >= lcs[x][y + 1]))
        ops.push({ op: '-', a: prefix + x++, b: prefix + y });
      else ops.push({ op: '+', a: prefix + x, b: prefix + y++ });
    }
  }
  for (let k = 0; k < suffix; k++) ops.push({ op: ' ', a: a.length - suffix + k, b: b.length - suffix + k });
  return ops;
}
