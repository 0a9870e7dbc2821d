// Where the platform publishes the page it generates for an operation of an `openapi` navigation entry:
// `/{directory}/{tag}/{slug}` (the directory in lower case, `api-reference` by default; the operation's first tag,
// no part when it has none; the slug from the summary, else from the method and path), or the operation's own
// `x-mint.href`. Two operations of one entry that land on the same URL: the later ones get `-1`, `-2`, ...
// Links to generated pages, the navigation tree and `openapi-file` all name pages by these paths.
import { OperationInfo } from '../openapiDocument';
import { withoutSlashes } from '../text';

export const DEFAULT_OPENAPI_DIRECTORY = 'api-reference';

/** A summary or tag as a URL part: spaces become hyphens, `{}(),.'/` go, the rest is lower-cased and kept. */
export function urlPart(text: string): string {
  return text
    .trim()
    .replace(/ /g, '-')
    .replace(/[{}(),.'/]/g, '')
    .toLowerCase();
}

/** `GET /users/{id}/posts` -> `get-users-posts`: path parameters are left out. */
function methodAndPathSlug(op: OperationInfo): string {
  const words = op.path.split('/').filter((segment) => segment && !segment.startsWith('{'));
  return urlPart([op.webhook ? 'webhook' : op.method.toLowerCase(), ...words].join(' '));
}

function ownHref(op: OperationInfo): string | undefined {
  const href = op.xDocs?.href?.trim();
  if (!href) return undefined;
  const segments = href.toLowerCase().replace(/^\/+/, '').split('/');
  const last = segments.length - 1;
  const dot = segments[last].lastIndexOf('.');
  if (dot > 0) segments[last] = segments[last].slice(0, dot);
  return segments.join('/');
}

/** The path (no leading slash) of the page generated for `op` under `directory`, before duplicates are numbered. */
export function endpointPagePath(op: OperationInfo, directory = DEFAULT_OPENAPI_DIRECTORY): string {
  const own = ownHref(op);
  if (own) return own;
  const slug = (op.summary?.trim() ? urlPart(op.summary) : '') || methodAndPathSlug(op);
  const tag = op.tags.length > 0 ? urlPart(op.tags[0]) : '';
  const base = withoutSlashes(directory).toLowerCase();
  return [base, tag, slug].filter((part) => part !== '').join('/');
}

/**
 * The pages one `openapi` entry generates: every visible operation and webhook in spec order, each at its path,
 * the later of two equal paths numbered `-1`, `-2`, ... as the platform numbers them.
 */
export function endpointPagePaths(
  operations: readonly OperationInfo[],
  directory = DEFAULT_OPENAPI_DIRECTORY,
): { readonly op: OperationInfo; readonly path: string }[] {
  const taken = new Set<string>();
  const pages: { op: OperationInfo; path: string }[] = [];
  for (const op of operations) {
    if (op.hidden) continue;
    const base = endpointPagePath(op, directory);
    let path = base;
    for (let n = 1; taken.has(path); n++) path = `${base}-${n}`;
    taken.add(path);
    pages.push({ op, path });
  }
  return pages;
}
