// Page paths of a large site that look alike (sections, topics and slugs from one small vocabulary, a few in capitals
// or under a locale) and links that miss them as links do: a letter dropped, added, changed or swapped, letter case,
// a suffix, another section, a page that moved, made-up paths of the same words, noise, short and long paths.

const WORDS = (
  'api auth user users team teams project projects key keys token tokens billing invoice invoices plan plans ' +
  'webhook webhooks event events log logs setup install config settings guide guides quickstart overview intro ' +
  'create update delete list get retrieve search export import sync deploy build test run start stop status ' +
  'error errors limit limits rate page pages file files upload download model models chat agent agents tool tools'
).split(' ');
const SECTIONS = ['api-reference', 'guides', 'sdk', 'integrations', 'platform', 'changelog', 'cli', 'concepts'];
const LOCALES = ['fr', 'es', 'ja'];
const NOISE = [...'abcdefghijklmnopqrstuvwxyz-/_0123456789'];

export interface PathSet {
  readonly pages: string[];
  readonly links: string[];
}

/** `pageCount` distinct page paths and `linkCount` links that name none of them exactly, from `seed`. */
export function mistypedPagePaths(pageCount: number, linkCount: number, seed: number): PathSet {
  const next = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const slug = () => Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(WORDS)).join('-');
  const made = () => {
    const path = `${pick(SECTIONS)}/${pick(WORDS)}/${slug()}`;
    const shape = next();
    if (shape < 0.05) return `${pick(LOCALES)}/${path}`;
    if (shape < 0.08) return path.replace(/(^|\/)(\w)/g, (_, slash: string, c: string) => slash + c.toUpperCase());
    if (shape < 0.1) return `${pick(WORDS)}-${Math.floor(next() * 10)}`;
    return path;
  };
  const unique = new Set<string>(['faq', 'FAQ', 'intro', 'a', 'api']);
  while (unique.size < pageCount) unique.add(made());
  const pages = [...unique];
  const existing = new Set(pages);
  const noise = (length: number) => Array.from({ length }, () => pick(NOISE)).join('');
  const typo = (path: string, kind: number): string => {
    const at = Math.floor(next() * path.length);
    const segments = path.split('/');
    switch (kind) {
      case 0:
        return path.slice(0, at) + path.slice(at + 1);
      case 1:
        return path.slice(0, at) + pick(NOISE) + path.slice(at);
      case 2:
        return path.slice(0, at) + pick(NOISE) + path.slice(at + 1);
      case 3:
        return path.slice(0, at) + path.slice(at + 1, at + 2) + path.slice(at, at + 1) + path.slice(at + 2);
      case 4:
        return next() < 0.5 ? path.toUpperCase() : segments.map((s) => s[0].toUpperCase() + s.slice(1)).join('/');
      case 5:
        return `${path}${pick(['-old', '-v2', '-gone', 's'])}`;
      case 6:
        return [pick(SECTIONS), ...segments.slice(1)].join('/');
      case 7:
        return segments.at(-1)!;
      case 8:
        return made();
      case 9:
        return noise(1 + Math.floor(next() * 40));
      case 10:
        return noise(1 + Math.floor(next() * 3));
      default:
        return `${path}/${slug()}/${pick(pages)}`;
    }
  };
  const links: string[] = [];
  for (let i = 0; links.length < linkCount; i++) {
    const link = typo(pick(pages), i % 12);
    if (!existing.has(link)) links.push(link);
  }
  return { pages, links };
}

/**
 * A generator of long sequences from a seed (mulberry32, in exact 32-bit arithmetic): the linear congruential one of
 * test/helpers/seededRandom.ts multiplies beyond the 53 bits of a double, and its sequence from seed 1 falls into a
 * cycle of about ten thousand values, too few to draw 25 000 distinct paths.
 */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
