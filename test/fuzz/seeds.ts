// Seed inputs for fuzzing: the bundled example site, and real files of ../shared/corpus when it is present.
import * as fs from 'node:fs';
import * as path from 'node:path';

export interface Seed {
  /** Where the input goes in the fuzzed site: docs.json, a page, or the spec. */
  readonly target: 'docs.json' | 'page.mdx' | 'openapi.yaml';
  readonly origin: string;
  readonly text: string;
}

const REPO = path.resolve(__dirname, '../..');
export const EXAMPLE = path.join(REPO, 'example');
const CORPUS = path.resolve(REPO, '../shared/corpus');
const MAX_SEED_BYTES = 300_000;

function walk(dir: string, depth = 0): string[] {
  if (depth > 6) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name.startsWith('.') || entry.name === 'node_modules' ? [] : walk(full, depth + 1);
    return [full];
  });
}

function targetOf(file: string, text: string): Seed['target'] | undefined {
  if (path.basename(file) === 'docs.json') return 'docs.json';
  if (file.endsWith('.mdx')) return 'page.mdx';
  if (/\.(json|ya?ml)$/.test(file) && /["']?openapi["']?\s*:/.test(text.slice(0, 2000))) return 'openapi.yaml';
  return undefined;
}

/** The example site's files, then (with `corpus`) up to `perKind` files of each kind from the corpus. */
export function loadSeeds(corpus: boolean, perKind = 40): Seed[] {
  const seeds: Seed[] = [];
  const add = (file: string) => {
    const size = fs.statSync(file).size;
    if (size > MAX_SEED_BYTES) return;
    const text = fs.readFileSync(file, 'utf8');
    const target = targetOf(file, text);
    if (target) seeds.push({ target, origin: path.relative(REPO, file), text });
  };
  walk(EXAMPLE).forEach(add);
  if (corpus && fs.existsSync(CORPUS)) {
    const counts = new Map<string, number>();
    for (const site of fs
      .readdirSync(CORPUS)
      .filter((s) => !s.startsWith('_') && !s.endsWith('.tsv'))
      .sort()) {
      for (const file of walk(path.join(CORPUS, site))) {
        const before = seeds.length;
        const kind = path.basename(file) === 'docs.json' ? 'docs' : file.endsWith('.mdx') ? 'mdx' : 'spec';
        if ((counts.get(kind) ?? 0) >= perKind) continue;
        add(file);
        if (seeds.length > before) counts.set(kind, (counts.get(kind) ?? 0) + 1);
      }
    }
  }
  return seeds;
}

/** The example site as an in-memory file map (paths relative to the site). */
export function exampleFiles(): Record<string, string> {
  return Object.fromEntries(walk(EXAMPLE).map((file) => [path.relative(EXAMPLE, file), fs.readFileSync(file, 'utf8')]));
}
