// The ids an HTML page offers to a `#fragment`: every `id` attribute, and `name` on `<a>` (the older way), read
// from the tags of the text with a tolerant scan (no DOM: the body may be any size up to the download's limit, and
// is never run). Ids made by the page's scripts are not seen: only what the server sends.

const TAG = /<([a-zA-Z][\w:-]*)(\s(?:[^>"']|"[^"]*"|'[^']*')*)?>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function htmlIds(html: string): Set<string> {
  const ids = new Set<string>();
  // comments and scripts hold no elements
  const text = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '');
  for (const tag of text.matchAll(TAG)) {
    const element = tag[1].toLowerCase();
    for (const attribute of (tag[2] ?? '').matchAll(ATTRIBUTE)) {
      const name = attribute[1].toLowerCase();
      if (name !== 'id' && !(name === 'name' && element === 'a')) continue;
      const value = attribute[2] ?? attribute[3] ?? attribute[4];
      if (value) ids.add(decodeEntities(value));
    }
  }
  return ids;
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Whether the page has the fragment's target: its id, or GitHub's `user-content-` id its script scrolls to. */
export function hasFragment(ids: ReadonlySet<string>, fragment: string): boolean {
  return ids.has(fragment) || ids.has(`user-content-${fragment}`) || ids.has(`user-content-${fragment.toLowerCase()}`);
}
