// Which files are specs, and which file a written spec path names. Real sites write spec paths relative to the docs
// root (with or without a leading `/`), relative to the page (`../x.json`), and with or without the extension.
import { DocsRoot } from './fileIndex';
import { dirnameUri, joinUri, relativePath, Workspace } from '../workspace';
import { TextReader } from './textReader';

const SPEC_EXTENSIONS = ['.json', '.yaml', '.yml'];
const SPEC_FILE = /\.(json|ya?ml)$/i;
/** A cheap first look for a top-level `openapi` key; the analysis confirms it. */
const LOOKS_LIKE_SPEC = /^openapi\s*:|"openapi"\s*:\s*"/m;
/** A configuration file is never a spec: docs.json, nor mint.json, whose anchors may hold `"openapi": "<url>"`. */
const CONFIG_FILE_NAME = /(^|\/)(docs|mint)\.json$/;

export function isSpecFileName(path: string): boolean {
  return SPEC_FILE.test(path);
}

/** The file a written spec path names, or undefined. `from`: the page that writes it (docs.json: the root). */
export function resolveSpecPath(
  workspace: Workspace,
  root: DocsRoot,
  written: string,
  from?: string,
): string | undefined {
  const path = written.trim();
  if (path === '') return undefined;
  const bases = path.startsWith('/') ? [root.uri] : from ? [dirnameUri(from), root.uri] : [root.uri];
  const relative = path.replace(/^\/+/, '');
  const names = SPEC_FILE.test(relative) ? [relative] : [relative, ...SPEC_EXTENSIONS.map((ext) => relative + ext)];
  for (const base of bases) {
    for (const name of names) {
      const uri = joinUri(base, name);
      const inRoot = relativePath(root.uri, uri);
      if (inRoot !== undefined ? root.files.has(inRoot) : workspace.version(uri) !== undefined) return uri;
    }
  }
  return undefined;
}

/** Remembers, per file version, whether a .json/.yaml/.yml file looks like an OpenAPI document. */
export class SpecSniffer {
  private readonly cache = new Map<string, { version: string | number; spec: boolean }>();
  /** The root's .json/.yaml/.yml files by its file list's revision: the findings of every file ask for them. */
  private readonly candidates = new WeakMap<DocsRoot, { revision: number; uris: readonly string[] }>();

  constructor(private readonly reader: TextReader) {}

  /** Every file of the root that looks like an OpenAPI document, sorted by path (the service's order). */
  specFilesOf(root: DocsRoot): string[] {
    return this.candidatesOf(root).filter((uri) => this.looksLikeSpec(uri));
  }

  private candidatesOf(root: DocsRoot): readonly string[] {
    let known = this.candidates.get(root);
    if (known?.revision !== root.revision) {
      const uris: string[] = [];
      for (const path of root.files)
        if (SPEC_FILE.test(path) && !CONFIG_FILE_NAME.test(path)) uris.push(joinUri(root.uri, path));
      known = { revision: root.revision, uris: uris.sort() };
      this.candidates.set(root, known);
    }
    return known.uris;
  }

  looksLikeSpec(uri: string): boolean {
    if (CONFIG_FILE_NAME.test(uri)) return false;
    const version = this.reader.version(uri);
    if (version === undefined) return false;
    const cached = this.cache.get(uri);
    if (cached?.version === version) return cached.spec;
    const read = this.reader.read(uri, { checkNesting: false }); // a regular expression is safe on any nesting
    // a file over the limits counts as a spec when it says so at its start, so that it gets its input-limit finding
    const spec = LOOKS_LIKE_SPEC.test(read?.text ?? '');
    this.cache.set(uri, { version, spec });
    return spec;
  }
}
