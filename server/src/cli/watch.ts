// `check --watch`: the site checked once, then again on each change of its files, with the engine kept warm. A change
// goes through the paths the language server takes for files changed outside the editor (`filesChanged`, then the
// diagnostics of every file of the site, each cached by the versions of what it read, so that only what the change
// touches is computed again). Each round prints the findings that appeared and those that went away, and one line
// of summary; Ctrl-C (SIGINT) or SIGTERM ends it with exit code 0.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { URI } from 'vscode-uri';
import { Diagnostic, DiagnosticSeverity } from 'vscode-languageserver-types';
import { LanguageService } from '../engine/languageService';
import { DocsRoot } from '../engine/project';
import { fileUri, relativePath } from '../engine/workspace';
import { CliCommand } from './io';
import { printable } from './printable';
import { formatReport, FileDiagnostic } from './reportFormats';

/**
 * How long the files stay still before a round starts: an editor's save (or `git checkout`) arrives as several
 * events, which make one round.
 */
const SETTLE_MS = 80;

const SEVERITIES: Record<DiagnosticSeverity, string> = { 1: 'error', 2: 'warning', 3: 'info', 4: 'hint' };

/** Checks the site, then watches it until a signal; resolves to the exit code (0). */
export function watchSite(
  service: LanguageService,
  initialRoots: readonly DocsRoot[],
  options: { readonly baseDir: string },
  io: Parameters<CliCommand['run']>[1],
): Promise<number> {
  const { baseDir } = options;
  const inScope = (root: DocsRoot) =>
    initialRoots.some((r) => r.uri === root.uri) || root.uri.startsWith(`${fileUri(baseDir)}/`);
  const roots = () => service.getDocsRoots().filter(inScope);
  // from the current directory, as every report of `check` gives paths
  const shown = (uri: string) => printable(path.relative(io.cwd, URI.parse(uri).fsPath).split(path.sep).join('/'));
  const counted = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

  // the findings of every file as last printed
  let known = new Map<string, Diagnostic[]>();
  const checkAll = () => {
    const now = new Map<string, Diagnostic[]>();
    for (const uri of service.getFilesToCheck(roots())) {
      const diagnostics = service.getDiagnostics(uri);
      if (diagnostics.length) now.set(uri, diagnostics);
    }
    return { now, files: service.getFilesToCheck(roots()).length };
  };

  const first = checkAll();
  known = first.now;
  const results: FileDiagnostic[] = [...known].flatMap(([uri, diagnostics]) =>
    diagnostics.map((diagnostic) => ({ path: URI.parse(uri).fsPath, diagnostic })),
  );
  formatReport('text', results, { cwd: io.cwd, filesChecked: first.files }, io.stdout);
  io.stdout('watching for changes (Ctrl-C to stop)\n');

  const line = (uri: string, d: Diagnostic, mark: string) =>
    `${mark} ${shown(uri)}:${d.range.start.line + 1}:${d.range.start.character + 1}  ` +
    `${SEVERITIES[d.severity ?? 1]}  ${printable(d.message)}  ${d.code}\n`;

  const round = (changedPaths: ReadonlySet<string>) => {
    const changes = [...changedPaths].flatMap((file) => changesOf(service, file));
    if (changes.length) service.filesChanged(changes);
    const { now, files } = checkAll();
    let added = 0;
    let gone = 0;
    for (const uri of new Set([...known.keys(), ...now.keys()])) {
      const before = known.get(uri) ?? [];
      const after = now.get(uri) ?? [];
      // a finding that only moved (lines inserted above it) is the same finding: matched by code and message
      const left = new Map<string, number>();
      const key = (d: Diagnostic) => `${d.code}\u0000${d.severity}\u0000${d.message}`;
      for (const d of before) left.set(key(d), (left.get(key(d)) ?? 0) + 1);
      const fresh: Diagnostic[] = [];
      for (const d of after) {
        const n = left.get(key(d)) ?? 0;
        if (n > 0) left.set(key(d), n - 1);
        else fresh.push(d);
      }
      const remaining = new Map(left);
      for (const d of before) {
        const n = remaining.get(key(d)) ?? 0;
        if (n <= 0) continue;
        remaining.set(key(d), n - 1);
        io.stdout(line(uri, d, '-'));
        gone++;
      }
      for (const d of fresh) {
        io.stdout(line(uri, d, '+'));
        added++;
      }
    }
    known = now;
    const all = [...now.values()].flat();
    const of = (s: DiagnosticSeverity) => all.filter((d) => (d.severity ?? 1) === s).length;
    const time = new Date().toISOString().slice(11, 19);
    io.stdout(
      `[${time}] ${counted(changedPaths.size, 'file')} changed: ${added} new, ${gone} gone; now ` +
        `${counted(of(1), 'error')}, ${counted(of(2), 'warning')}, ${counted(of(3), 'info')}` +
        `${of(4) > 0 ? `, ${counted(of(4), 'hint')}` : ''} ` +
        `in ${counted(files, 'file')}\n`,
    );
  };

  return new Promise<number>((resolve) => {
    const pending = new Set<string>();
    let timer: NodeJS.Timeout | undefined;
    const schedule = (file?: string) => {
      if (file !== undefined) pending.add(file);
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        const batch = new Set(pending);
        pending.clear();
        try {
          round(batch);
        } catch (error) {
          io.stderr(`docs-lsp check: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
        }
      }, SETTLE_MS);
    };
    const watcher = fs.watch(baseDir, { recursive: true }, (_event, name) => {
      if (name === null) return;
      const file = path.join(baseDir, name.toString());
      // the temporary files of atomic writers (`.page.mdx.1a2b.tmp`) come and go: their rename is the change
      if (
        /(^|[\\/])\.[^\\/]*\.tmp$/.test(name.toString()) ||
        /(^|[\\/])(node_modules|\.git)([\\/]|$)/.test(name.toString())
      )
        return;
      schedule(file);
    });
    // a spec loaded in the background changes the findings of the files that read it
    service.onDidChangeSpecResults(() => schedule());
    const stop = () => {
      watcher.close();
      if (timer) clearTimeout(timer);
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      service.dispose();
      resolve(0);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

/** What happened to a path the watcher named: created, changed or deleted (a new folder: each file in it created). */
function changesOf(service: LanguageService, file: string): { uri: string; kind: 'created' | 'changed' | 'deleted' }[] {
  const uri = fileUri(file);
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  const root = service
    .getDocsRoots()
    .filter((r) => uri.startsWith(`${r.uri}/`))
    .sort((a, b) => b.uri.length - a.uri.length)[0];
  const relative = root && relativePath(root.uri, uri);
  if (!stat) return [{ uri, kind: 'deleted' }];
  if (stat.isDirectory()) {
    const inside = fs.readdirSync(file, { recursive: true, withFileTypes: true }) as fs.Dirent[];
    return inside
      .filter((entry) => entry.isFile())
      .map((entry) => ({
        uri: fileUri(path.join(entry.parentPath ?? entry.path, entry.name)),
        kind: 'created' as const,
      }));
  }
  return [{ uri, kind: relative !== undefined && root!.files.has(relative) ? 'changed' : 'created' }];
}
