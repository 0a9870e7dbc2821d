// The ids a heading or a titled component gets on the live page. The platform's documentation tabulates its rule:
// lower case, spaces to hyphens, dots to hyphens, brackets dropped, `/`, `&` and `:` kept, `'` typeset as `’`
// (`Config.json options` -> `config-json-options`, `Rate limits (per minute)` -> `rate-limits-per-minute`, `Read/write
// access` -> `read/write-access`, `Fees & billing` -> `fees-&-billing`, `What's new` -> `what’s-new`). Links on real
// sites also reach headings with all punctuation turned into hyphens (`transfer.js` -> `transfer-js`, `_` kept),
// dropped (GitHub's style), or kept (`#step-2:-create-links`), with or without repeated hyphens collapsed: all of
// these are accepted, so that no link the platform resolves is reported. The first id, the documented one, is the one
// completion offers and a renamed heading's links get.

export function anchorIds(text: string): string[] {
  const lower = text.trim().toLowerCase();
  const documented = lower
    .replace(/'/g, '’')
    .replace(/[()[\]{}<>"“”`\\]/g, '')
    .replace(/\./g, '-')
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
  const platform = lower.replace(/[^\p{L}\p{N}_-]/gu, '-').replace(/^-+|-+$/g, '');
  const collapsed = platform.replace(/-{2,}/g, '-');
  const github = lower.replace(/[^\p{L}\p{N}\p{M}_ -]/gu, '').replace(/ /g, '-');
  const spaced = lower.replace(/\s+/g, '-');
  // seen on real sites for `## 3. Budget & Rate Limits`: `#3-budget-&-rate-limits` (dots dropped, `&` and `:` kept)
  const keptSigns = lower.replace(/[^\p{L}\p{N}\p{M}_ &:-]/gu, '').replace(/ /g, '-');
  return [...new Set([documented, platform, collapsed, github, spaced, keptSigns])].filter((id) => id !== '');
}

/** An id as written in a link (`#Transfer%20JS`): decoded, lower-cased when matching headings. */
export function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/** A field name as its component's id spells it: `expiresInDays` -> `expires-in-days`. */
export function kebabCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/_/g, '-')
    .toLowerCase();
}

/**
 * `## Configuration options {#config}`: the platform's custom heading id, written at the end of an ATX heading, which
 * replaces the id made from the text. Not MDX (the compiler would read `{#config}` as an expression): the platform
 * takes it out before compiling, and so does the parser here (`withoutCustomHeadingIds`).
 */
const CUSTOM_HEADING_ID = /^( {0,3}#{1,6}[ \t].*?)([ \t]+\{#([^\s{}]+)\}[ \t]*)$/gm;

const ONE_CUSTOM_HEADING_ID = new RegExp(CUSTOM_HEADING_ID.source);

/** The text with each custom heading id blanked out (spaces of the same length, so positions stay the page's). */
export function withoutCustomHeadingIds(text: string): string {
  if (!text.includes('{#')) return text;
  return text.replace(CUSTOM_HEADING_ID, (_line, heading: string, id: string) => heading + ' '.repeat(id.length));
}

/** The custom id written at the end of a heading's source, if any. */
export function customHeadingId(headingSource: string): string | undefined {
  return ONE_CUSTOM_HEADING_ID.exec(headingSource.split(/\r?\n/)[0])?.[3];
}
