// Which files are specs, and which file a written spec path names. Real sites write spec paths relative to the docs
// root (with or without a leading `/`), relative to the page (`../x.json`), and with or without the extension.
import { DocsRoot } from './fileIndex';
import { dirnameUri, joinUri, relativePath, Workspace } from '../workspace';
import { TextReader } from './textReader';

const SPEC_EXTENSIONS = ['.json', '.yaml', '.yml'];
const SPEC_FILE = /\.(json|ya?ml)$/i;
/** A cheap first look for a top-level `openapi` key; the analysis confirms it. */
const LOOKS_LIKE_SPEC = /^openapi\s*:|"openapi"\s*:\s*"/m;

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

  constructor(private readonly reader: TextReader) {}

  /** Every file of the root that looks like an OpenAPI document, sorted by path (the service's order). */
  specFilesOf(root: DocsRoot): string[] {
    const result: string[] = [];
    for (const path of root.files) {
      if (!SPEC_FILE.test(path) || path === 'docs.json' || path.endsWith('/docs.json')) continue;
      const uri = joinUri(root.uri, path);
      if (this.looksLikeSpec(uri)) result.push(uri);
    }
    return result.sort();
  }

  looksLikeSpec(uri: string): boolean {
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
