// One walk over the workspace finds every docs root (a folder with docs.json, or with only the legacy mint.json) and
// the files that belong to each (a file belongs to the nearest root above it). node_modules, dot-folders, git-ignored
// paths, paths a `.mintignore` at a docs root excludes (the platform's way to keep files out of a site) and the files
// the platform never publishes (its default ignores: README.md, LICENSE.md, ...) are skipped.
import ignore, { Ignore } from 'ignore';
import { joinUri, relativePath, Workspace } from '../workspace';
import { LEGACY_CONFIG_FILE } from '../docsjson';
import { PLATFORM_FILES } from './platformFiles';

export const CONFIG_FILE = 'docs.json';
const MINTIGNORE = '.mintignore';
const GITIGNORE = '.gitignore';
const SKIPPED_FOLDERS = new Set(['node_modules']);
const MAX_FOLDER_DEPTH = 64;

/** How the index reads ignore files: the project's one reader (textReader.ts), with the input limits. */
export interface IgnoreFileReader {
  readonly workspace: Workspace;
  read(
    uri: string,
    options: { checkNesting: boolean },
  ): { readonly text?: string; readonly problem?: object } | undefined;
}

export interface DocsRoot {
  /** The folder holding docs.json. */
  readonly uri: string;
  /** Its docs.json, or its mint.json when it has no docs.json (as on the platform, docs.json wins). */
  readonly configUri: string;
  /** Every file of this root, relative to it with forward slashes (nested roots' files excluded). */
  readonly files: Set<string>;
  /** Bumped whenever `files` changes: lookups over the files are memoized per revision (project/pages.ts). */
  revision: number;
}

interface IgnoreLayer {
  readonly base: string;
  readonly rules: Ignore;
}

export class FileIndex {
  private roots: DocsRoot[] | undefined;
  /**
   * The versions of the ignore files the last walk read (`.gitignore` files, and the `.mintignore` of each docs root,
   * undefined where it was absent): what they exclude depends on their text, so a change walks the workspace again.
   */
  private ignoreFiles = new Map<string, string | number | undefined>();
  /** The ignore rules in force at each docs root (the .gitignore files above it, its .mintignore, the platform's). */
  private rootLayers = new Map<string, readonly IgnoreLayer[]>();
  /** Bumped whenever a file is created or deleted: results that depend on which files exist are keyed by it. */
  generation = 0;

  private readonly workspace: Workspace;

  /** Reads the ignore files through `reader`, the one reader with the input limits. */
  constructor(private readonly reader: IgnoreFileReader) {
    this.workspace = reader.workspace;
  }

  getRoots(): readonly DocsRoot[] {
    if (this.roots && this.ignoreFilesChanged()) this.roots = this.rescan(this.roots);
    this.roots ??= this.scan();
    return this.roots;
  }

  /** The root that owns `uri`: the nearest folder above it with a docs.json. */
  rootOf(uri: string): DocsRoot | undefined {
    let best: DocsRoot | undefined;
    for (const root of this.getRoots()) {
      if (relativePath(root.uri, uri) !== undefined && (!best || root.uri.length > best.uri.length)) best = root;
    }
    return best;
  }

  /** Tells the index that files were created or deleted. */
  filesCreatedOrDeleted(changes: readonly { uri: string; created: boolean }[]): void {
    if (changes.length === 0) return;
    this.generation++;
    if (!this.roots) return;
    for (const { uri, created } of changes) {
      if (uri.endsWith(`/${CONFIG_FILE}`) || uri.endsWith(`/${LEGACY_CONFIG_FILE}`)) {
        this.roots = undefined;
        return;
      }
      if (uri.endsWith(`/${GITIGNORE}`) || uri.endsWith(`/${MINTIGNORE}`)) {
        this.roots = this.rescan(this.roots);
        return;
      }
      const root = this.rootOf(uri);
      const path = root && relativePath(root.uri, uri);
      if (!root || path === undefined || isSkippedPath(path)) continue;
      if (created && isIgnored(uri, false, this.rootLayers.get(root.uri) ?? [])) continue;
      root.revision++;
      if (created) root.files.add(path);
      else {
        root.files.delete(path);
        // a deleted folder takes its files with it
        for (const file of [...root.files]) if (file.startsWith(`${path}/`)) root.files.delete(file);
      }
    }
  }

  /** Forgets everything: the next question walks the workspace again. */
  reset(): void {
    this.roots = undefined;
    this.generation++;
  }

  private ignoreFilesChanged(): boolean {
    for (const [uri, version] of this.ignoreFiles) if (this.workspace.version(uri) !== version) return true;
    return false;
  }

  /** A new walk whose roots keep the objects of the same roots before it (results remembered per root object are
   * brought up to date by their revision, not rebuilt). */
  private rescan(previous: readonly DocsRoot[]): DocsRoot[] {
    this.generation++;
    return this.scan().map((root) => {
      const kept = previous.find((r) => r.uri === root.uri && r.configUri === root.configUri);
      if (!kept) return root;
      kept.files.clear();
      for (const file of root.files) kept.files.add(file);
      kept.revision++;
      return kept;
    });
  }

  /**
   * A .gitignore (or .mintignore) that cannot be read, is not UTF-8 or is over the size limit ignores nothing; it
   * never stops the walk.
   */
  private readIgnoreFile(uri: string): string | undefined {
    this.ignoreFiles.set(uri, this.workspace.version(uri));
    const read = this.reader.read(uri, { checkNesting: false });
    return read?.problem ? undefined : read?.text;
  }

  private scan(): DocsRoot[] {
    this.ignoreFiles = new Map();
    this.rootLayers = new Map();
    const found: { uri: string; config: string; files: string[] }[] = [];
    const visited = new Set<string>();
    const walk = (dir: string, depth: number, layers: IgnoreLayer[], owners: typeof found) => {
      if (depth > MAX_FOLDER_DEPTH) return;
      const real = this.workspace.realPath?.(dir) ?? dir;
      if (visited.has(real)) return; // a symbolic-link loop, or a folder reached twice
      visited.add(real);
      const entries = this.workspace.list(dir);
      const gitignore = entries.some((e) => e.kind === 'file' && e.name === GITIGNORE)
        ? this.readIgnoreFile(joinUri(dir, GITIGNORE))
        : undefined;
      let here = gitignore ? [...layers, { base: dir, rules: ignore().add(gitignore) }] : layers;
      let owner = owners;
      const config = [CONFIG_FILE, LEGACY_CONFIG_FILE].find(
        (name) =>
          entries.some((e) => e.kind === 'file' && e.name === name) && !isIgnored(joinUri(dir, name), false, here),
      );
      if (config) {
        const root = { uri: dir, config, files: [] as string[] };
        found.push(root);
        owner = [root];
        // read even when absent (its absence is recorded: a .mintignore written later takes effect); the files the
        // platform never publishes are ignored beside it, as the platform adds them to every .mintignore
        const mintignore = this.readIgnoreFile(joinUri(dir, MINTIGNORE));
        const rules = ignore().add(PLATFORM_FILES.ignored);
        rules.add(mintignore ?? '');
        here = [...here, { base: dir, rules }];
        this.rootLayers.set(dir, here);
      }
      for (const entry of entries) {
        if (isSkippedName(entry.name, entry.kind === 'directory')) continue;
        const child = joinUri(dir, entry.name);
        if (isIgnored(child, entry.kind === 'directory', here)) continue;
        if (entry.kind === 'directory') walk(child, depth + 1, here, owner);
        else for (const root of owner) root.files.push(relativePath(root.uri, child)!);
      }
    };
    for (const folder of this.workspace.folders) walk(folder, 0, [], []);
    return found.map((r) => ({
      uri: r.uri,
      configUri: joinUri(r.uri, r.config),
      files: new Set(r.files),
      revision: 0,
    }));
  }
}

function isIgnored(uri: string, isDirectory: boolean, layers: readonly IgnoreLayer[]): boolean {
  for (const layer of layers) {
    const path = relativePath(layer.base, uri);
    if (path && layer.rules.ignores(isDirectory ? `${path}/` : path)) return true;
  }
  return false;
}

/**
 * Dot-folders and node_modules are never walked, nor dot-files but pages, which the platform reads as any page
 * (`snippets/.env.mdx`).
 */
function isSkippedName(name: string, isDirectory: boolean): boolean {
  if (SKIPPED_FOLDERS.has(name)) return true;
  return name.startsWith('.') && (isDirectory || !/\.mdx?$/.test(name));
}

function isSkippedPath(path: string): boolean {
  const segments = path.split('/');
  return segments.some((segment, i) => isSkippedName(segment, i < segments.length - 1));
}
