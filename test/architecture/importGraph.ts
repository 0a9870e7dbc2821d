// The import graph of the repository's own sources: every import, export-from, require() and import() of every
// TypeScript file, resolved to files of the repository (packages are kept by name).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import * as ts from 'typescript';

export const REPO = resolve(__dirname, '../..');
const SKIPPED = new Set(['node_modules', 'dist', 'out', '.cache', '.bench', '.git', 'fixtures', 'example']);

export interface Edge {
  /** Both relative to the repository, with `/`. */
  readonly from: string;
  /** A repository file, or a package name (`vscode`, `node:fs`). */
  readonly to: string;
  readonly line: number;
}

export function sourceFiles(dir = REPO): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return SKIPPED.has(name) ? [] : sourceFiles(path);
    return /\.(ts|mts)$/.test(name) && !name.endsWith('.d.ts') ? [repoPath(path)] : [];
  });
}

export function importsOf(file: string, text = readFileSync(join(REPO, file), 'utf8')): Edge[] {
  const info = ts.preProcessFile(text, true, true);
  return info.importedFiles.map(({ fileName, pos }) => ({
    from: file,
    to: fileName.startsWith('.') ? resolveImport(file, fileName) : packageName(fileName),
    line: text.slice(0, pos).split('\n').length,
  }));
}

export function importGraph(files = sourceFiles()): Edge[] {
  return files.flatMap((file) => importsOf(file));
}

function resolveImport(from: string, specifier: string): string {
  const base = resolve(REPO, dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base.replace(/\.js$/, '')}.ts`, join(base, 'index.ts')];
  const found = candidates.find((c) => {
    try {
      return statSync(c).isFile();
    } catch {
      return false;
    }
  });
  return repoPath(found ?? base);
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function repoPath(path: string): string {
  return relative(REPO, path).split('\\').join('/');
}

/** Strongly connected components of more than one node (or a node importing itself): the import cycles. */
export function cycles(edges: readonly { from: string; to: string }[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) {
    if (!next.has(from)) next.set(from, []);
    next.get(from)!.push(to);
  }
  // Tarjan's algorithm
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const result: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || next.get(node)?.includes(node)) result.push(component.sort());
    }
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return result;
}
