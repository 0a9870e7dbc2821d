// When files or folders are renamed or moved (workspace/willRenameFiles), the edits that keep every reference the
// engine knows pointing at them: one WorkspaceEdit, built by one contributor per kind of reference. Each contributor
// reads the docs root and the moves and adds text edits: docs.json entries, spec paths, frontmatter, and the links in
// MDX pages. Every value written into JSON is JSON-escaped, into YAML quoted as its scalar requires.
import { TextEdit, WorkspaceEdit } from 'vscode-languageserver-types';
import { jsonStringContent, JsonNode, property, stringContentRange, stringValue } from '../docsjson';
import { redirectEntries } from '../docsjson';
import { BuiltConfig, Project } from '../project';
import { DocsRoot } from '../project';
import { fileUriOf, findPageFile, isPageFile, normalizePagePath, pagePathOf } from '../project';
import { allNavigationSpecs } from '../siteSpecs';
import { navigationReferences, pageReferences } from '../siteSpecs';
import { parseEndpointReference, parseSchemaReference, Token } from '../siteSpecs';
import { isRemoteSpec } from '../openapiDocument';
import { resolveSpecPath } from '../project';
import { relativePath } from '../workspace';
import { addPageLinkEdits } from './renamePageLinks';
import { yamlScalarEdit } from './yamlScalar';

export interface FileRename {
  readonly oldUri: string;
  readonly newUri: string;
}

/** What a contributor sees: one docs root, its navigation, the moves within it, and where to put edits. */
export interface RenameContext {
  readonly project: Project;
  readonly root: DocsRoot;
  readonly built: BuiltConfig;
  /** The new path (relative to the root) of a file of the root that moves; undefined when it stays. */
  movedTo(file: string): string | undefined;
  /** Replaces the content of a JSON string with `value` (escaped here). */
  replaceJsonString(node: JsonNode, value: string): void;
  edit(uri: string, edit: TextEdit): void;
  /** Says why a reference is left as it is (shown to the user: the rename itself goes ahead). */
  warn(message: string): void;
}

export type RenameContributor = (ctx: RenameContext) => void;

/** Page entries of `pages`, group roots, and relative `href`s of any element. */
const navigationPages: RenameContributor = (ctx) => {
  const rewrite = (node: JsonNode | undefined) => {
    const value = stringValue(node);
    const file = value !== undefined ? findPageFile(ctx.root, value) : undefined;
    const target = file !== undefined ? ctx.movedTo(file) : undefined;
    if (!node || value === undefined || target === undefined || !isPageFile(target)) return;
    ctx.replaceJsonString(node, writtenPagePath(value, file!, target));
  };
  const { config } = ctx.built;
  for (const page of config.pages) if (page.kind === 'page') rewrite(page.node);
  for (const element of config.elements) {
    rewrite(property(element.node, 'root')?.valueNode);
    const href = property(element.node, 'href')?.valueNode;
    if (href && !/^[a-z][a-z0-9+.-]*:/i.test(stringValue(href) ?? '')) rewrite(href);
  }
};

/** `redirects[].destination`: a page path, possibly with `#anchor` or `?query`, keeps pointing at the moved page. */
const redirectDestinations: RenameContributor = (ctx) => {
  for (const redirect of redirectEntries(ctx.built.config)) {
    const node = property(redirect, 'destination')?.valueNode;
    const value = stringValue(node);
    if (!node || value === undefined || /^[a-z][a-z0-9+.-]*:/i.test(value)) continue;
    const cut = value.search(/[?#]/);
    const path = cut < 0 ? value : value.slice(0, cut);
    const file = path.trim() ? findPageFile(ctx.root, path) : undefined;
    const target = file !== undefined ? ctx.movedTo(file) : undefined;
    if (target === undefined || !isPageFile(target)) continue;
    ctx.replaceJsonString(node, writtenPagePath(path, file!, target) + (cut < 0 ? '' : value.slice(cut)));
  }
};

/** `openapi` values of the navigation and `api.openapi`, and the spec part of endpoint entries in `pages`. */
const navigationSpecPaths: RenameContributor = (ctx) => {
  const { config } = ctx.built;
  for (const spec of allNavigationSpecs(config)) {
    const moved = movedSpecPath(ctx, spec.source);
    if (moved !== undefined) ctx.replaceJsonString(spec.node, moved);
  }
  for (const ref of navigationReferences(config)) {
    const spec = parseEndpointReference(ref.text, 0).spec;
    const moved = spec && movedSpecPath(ctx, spec.text);
    if (spec && moved !== undefined && writableInReference(ctx, moved, ref.text))
      ctx.replaceJsonString(ref.entry!.node, replaceToken(ref.text, spec, moved));
  }
};

/** `openapi:` and `openapi-schema:` spec paths in page frontmatter: the spec moved, or the page did (relative path). */
const frontmatterSpecPaths: RenameContributor = (ctx) => {
  for (const file of ctx.root.files) {
    if (!isPageFile(file)) continue;
    const uri = fileUriOf(ctx.root, file);
    const page = ctx.project.frontmatter.get(uri);
    if (!page || page.problem) continue;
    const pageTarget = ctx.movedTo(file);
    for (const ref of pageReferences(page)) {
      const parse = ref.field === 'openapi' ? parseEndpointReference : parseSchemaReference;
      const spec = parse(ref.text, 0).spec;
      if (!spec || isRemoteSpec(spec.text)) continue;
      const specUri = resolveSpecPath(ctx.project.workspace, ctx.root, spec.text, uri);
      const specFile = specUri && relativePath(ctx.root.uri, specUri);
      if (specFile === undefined) continue;
      const specTarget = ctx.movedTo(specFile);
      if (specTarget === undefined && pageTarget === undefined) continue;
      const fromPage =
        !spec.text.trim().startsWith('/') && specUri !== resolveSpecPath(ctx.project.workspace, ctx.root, spec.text);
      if (!fromPage && specTarget === undefined) continue;
      const newSpec = specTarget ?? specFile;
      const path = fromPage
        ? relativeFrom(dirOf(pageTarget ?? file), newSpec)
        : `${spec.text.startsWith('/') ? '/' : ''}${newSpec}`;
      const written = keepExtensionStyle(spec.text, path);
      if (written === spec.text || !writableInReference(ctx, written, ref.text)) continue;
      ctx.edit(uri, yamlScalarEdit(page.doc, ref.start, ref.end, replaceToken(ref.text, spec, written)));
    }
  }
};

/**
 * Links in MDX pages (Markdown, `href`/`src` on components, snippet imports) to the moved pages and snippets, and the
 * relative links of the moved pages.
 */
const pageLinks: RenameContributor = (ctx) => addPageLinkEdits(ctx.project, ctx.root, ctx.movedTo, ctx.edit, ctx.warn);

/**
 * `{ "$ref": "./nav/two.json" }` in docs.json and the files it pulls in: the path follows the file it names, and the
 * file it is written in, when either moves (written relative to the file it stands in, `./` kept where it was).
 */
const refPaths: RenameContributor = (ctx) => {
  const seen = new Set<JsonNode['node']>();
  for (const { holder, file } of ctx.built.config.refs) {
    const node = property(holder, '$ref')?.valueNode;
    const written = stringValue(node);
    const from = relativePath(ctx.root.uri, holder.file.uri);
    const target = relativePath(ctx.root.uri, file.uri);
    if (!node || written === undefined || from === undefined || target === undefined || seen.has(node.node)) continue;
    seen.add(node.node);
    const newFrom = ctx.movedTo(from);
    const newTarget = ctx.movedTo(target);
    if (newFrom === undefined && newTarget === undefined) continue;
    const path = relativeFrom(dirOf(newFrom ?? from), newTarget ?? target);
    const styled = written.startsWith('./') && !path.startsWith('../') ? `./${path}` : path;
    if (styled !== written) ctx.replaceJsonString(node, styled);
  }
};

const CONTRIBUTORS: readonly RenameContributor[] = [
  refPaths,
  navigationPages,
  redirectDestinations,
  navigationSpecPaths,
  frontmatterSpecPaths,
  pageLinks,
];

export function getRenameFilesEdits(
  project: Project,
  renames: readonly FileRename[],
  warn: (message: string) => void = () => {},
  contributors: readonly RenameContributor[] = CONTRIBUTORS,
): WorkspaceEdit | null {
  const changes: Record<string, TextEdit[]> = {};
  const edited = new Map<string, Set<string>>(); // one edit per range: two contributors never touch the same text
  const edit = (uri: string, textEdit: TextEdit) => {
    const key = JSON.stringify(textEdit.range);
    const ranges = edited.get(uri) ?? edited.set(uri, new Set()).get(uri)!;
    if (ranges.has(key)) return;
    ranges.add(key);
    (changes[uri] ??= []).push(textEdit);
  };
  for (const root of project.index.getRoots()) {
    const built = project.config(root);
    if (!built) continue;
    const moves = renames.flatMap(({ oldUri, newUri }) => {
      const from = relativePath(root.uri, oldUri);
      const to = relativePath(root.uri, newUri);
      return from === undefined || to === undefined ? [] : [{ from, to }];
    });
    if (moves.length === 0) continue;
    const movedTo = (file: string) => {
      for (const { from, to } of moves) {
        if (file === from) return to;
        if (file.startsWith(`${from}/`)) return to + file.slice(from.length);
      }
      return undefined;
    };
    const ctx: RenameContext = {
      project,
      root,
      built,
      movedTo,
      replaceJsonString: (node, value) => {
        if (value !== stringValue(node))
          edit(node.file.uri, TextEdit.replace(stringContentRange(node), jsonStringContent(value)));
      },
      edit,
      warn,
    };
    for (const contribute of contributors) contribute(ctx);
  }
  return Object.keys(changes).length > 0 ? { changes } : null;
}

/** A page path as the entry wrote it (leading `/`, `index` spelled out or not), for the page's new file. */
function writtenPagePath(value: string, file: string, target: string): string {
  const path = pagePathOf(target);
  const keepsIndex = normalizePagePath(value).endsWith('/index') || !/(^|\/)index\.mdx?$/.test(file);
  return (value.trimStart().startsWith('/') ? '/' : '') + (keepsIndex ? path : path.replace(/\/?index$/, ''));
}

/** The new written path of a docs.json spec path whose file moved; undefined when it did not. */
function movedSpecPath(ctx: RenameContext, written: string): string | undefined {
  if (isRemoteSpec(written)) return undefined;
  const uri = resolveSpecPath(ctx.project.workspace, ctx.root, written);
  const file = uri && relativePath(ctx.root.uri, uri);
  const target = file !== undefined ? ctx.movedTo(file) : undefined;
  if (target === undefined) return undefined;
  return keepExtensionStyle(written, `${written.trimStart().startsWith('/') ? '/' : ''}${target}`);
}

/** Drops the new path's extension when the written one had none (`/api/openapi` for `api/openapi.json`). */
/**
 * Whether a spec path can stand in an endpoint reference (`spec.yaml GET /path`), whose parts are split at spaces:
 * a path with a space cannot, and the reference is left as it is, with a warning.
 */
function writableInReference(ctx: RenameContext, path: string, reference: string): boolean {
  if (!/\s/.test(path)) return true;
  ctx.warn(
    `"${reference}" is left as it is: the spec's new path "${path}" holds a space, which an endpoint reference ` +
      'cannot hold (its parts are split at spaces). Rename the folder without spaces, or fix the reference by hand.',
  );
  return false;
}

function keepExtensionStyle(written: string, path: string): string {
  return /\.(json|ya?ml)$/i.test(written.trim()) ? path : path.replace(/\.(json|ya?ml)$/i, '');
}

function replaceToken(text: string, token: Token, value: string): string {
  return text.slice(0, token.start) + value + text.slice(token.end);
}

function dirOf(file: string): string {
  const slash = file.lastIndexOf('/');
  return slash < 0 ? '' : file.slice(0, slash);
}

/** The path of `file` from the folder `from` (both relative to the root): `../api/openapi.json`. */
function relativeFrom(from: string, file: string): string {
  const a = from ? from.split('/') : [];
  const b = file.split('/');
  let common = 0;
  while (common < a.length && common < b.length - 1 && a[common] === b[common]) common++;
  return [...a.slice(common).map(() => '..'), ...b.slice(common)].join('/');
}
