// Synthetic docs sites in .bench/ (git-ignored) in which every listed page exists: tabs of groups with nested groups,
// and an API tab whose pages carry `openapi:` frontmatter pointing at the big specs.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { URI } from 'vscode-uri';
import { Operation, operationsOf, SpecSource } from './benchSpecs';

export const BENCH_DIR = path.resolve(__dirname, '../../.bench');
/** Bump when the generated layout changes, so that cached sites are written again. */
const LAYOUT_VERSION = 1;
/** The site the targets are set for; bigger sites are measured to show the trend. */
export const TARGET_PAGES = 10_000;
const CONTENT_TABS = 8;
const OPENAPI_SHARE = 0.1;
/** Pages of a group: direct pages, then a nested group, then a group nested in that one. */
const GROUP_SHAPE = [30, 15, 5];
/** Endpoint references listed in docs.json per spec group (the rest are MDX pages with `openapi:` frontmatter). */
const NAV_ENDPOINTS = 20;

export interface OpenApiPage {
  readonly file: string;
  readonly spec: string;
  readonly operation: Operation;
}

export interface Site {
  readonly dir: string;
  readonly pageCount: number;
  readonly configText: string;
  /** Every page file, relative to the site. */
  readonly pageFiles: string[];
  readonly openApiPages: OpenApiPage[];
  readonly specs: SpecSource[];
  uri(relative: string): string;
}

export function createSite(pageCount: number, specs: SpecSource[]): Site {
  const dir = path.join(BENCH_DIR, `site-${pageCount}`);
  const contentPages = Math.round(pageCount * (1 - OPENAPI_SHARE));
  const contentTabs = Array.from({ length: CONTENT_TABS }, (_, t) =>
    contentTab(t, share(contentPages, CONTENT_TABS, t)),
  );
  const api = apiTab(pageCount - contentPages, specs);
  const config = {
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: `Bench ${pageCount}`,
    colors: { primary: '#0D9373' },
    api: { openapi: specs.map((s) => `specs/${s.name}`) },
    navigation: { tabs: [...contentTabs.map((t) => t.json), api.json] },
  };
  const configText = JSON.stringify(config, null, 2);
  const pageFiles = [...contentTabs.flatMap((t) => t.files), ...api.pages.map((p) => p.file)];
  const site: Site = {
    dir,
    pageCount,
    configText,
    pageFiles,
    openApiPages: api.pages,
    specs,
    uri: (relative) => URI.file(path.join(dir, relative)).toString(),
  };
  const stamp = JSON.stringify({ LAYOUT_VERSION, pageCount, specs: specs.map((s) => [s.name, s.origin]) });
  if (readStamp(dir) !== stamp) writeSite(site, stamp);
  return site;
}

/** The `i`-th of `parts` near-equal shares of `total`. */
function share(total: number, parts: number, i: number): number {
  return Math.floor((total * (i + 1)) / parts) - Math.floor((total * i) / parts);
}

function contentTab(t: number, pages: number): { json: object; files: string[] } {
  const files: string[] = [];
  const groups: object[] = [];
  const perGroup = GROUP_SHAPE.reduce((a, b) => a + b, 0);
  for (let g = 0; files.length < pages; g++) {
    const take = Math.min(perGroup, pages - files.length);
    const [direct, nested, deepest] = splitShape(take);
    const list = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}/page-${i}`);
    const base = `tab-${t}/group-${g}`;
    const deepPages = list(`${base}/nested/deeper`, deepest);
    const nestedPages = list(`${base}/nested`, nested);
    const directPages = list(base, direct);
    files.push(...[...directPages, ...nestedPages, ...deepPages].map((p) => `${p}.mdx`));
    const deeper = { group: `Group ${g} deeper`, pages: deepPages };
    const inner = {
      group: `Group ${g} nested`,
      expanded: false,
      pages: deepest ? [...nestedPages, deeper] : nestedPages,
    };
    groups.push({ group: `Group ${g}`, icon: 'book', pages: nested ? [...directPages, inner] : directPages });
  }
  return { json: { tab: `Tab ${t}`, groups }, files };
}

function splitShape(take: number): number[] {
  const result: number[] = [];
  let left = take;
  for (const size of GROUP_SHAPE) {
    result.push(Math.min(size, left));
    left -= result[result.length - 1];
  }
  return result;
}

function apiTab(pages: number, specs: SpecSource[]): { json: object; pages: OpenApiPage[] } {
  const result: OpenApiPage[] = [];
  const groups = specs.map((spec, s) => {
    const operations = operationsOf(spec);
    const count = share(pages, specs.length, s);
    const own = Array.from({ length: count }, (_, i) => ({
      file: `api/${path.parse(spec.name).name}/endpoint-${i}.mdx`,
      spec: `specs/${spec.name}`,
      operation: operations[i % operations.length],
    }));
    result.push(...own);
    const references = operations.slice(0, NAV_ENDPOINTS).map((o) => `${o.method} ${o.path}`);
    return {
      group: `${spec.name} reference`,
      openapi: `specs/${spec.name}`,
      pages: [...own.map((p) => p.file.replace(/\.mdx$/, '')), ...references],
    };
  });
  return { json: { tab: 'API reference', groups }, pages: result };
}

function readStamp(dir: string): string | undefined {
  try {
    return fs.readFileSync(path.join(dir, '.stamp'), 'utf8');
  } catch {
    return undefined;
  }
}

function writeSite(site: Site, stamp: string): void {
  fs.rmSync(site.dir, { recursive: true, force: true });
  const write = (relative: string, text: string) => {
    const file = path.join(site.dir, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  write('docs.json', site.configText);
  for (const spec of site.specs) write(`specs/${spec.name}`, spec.text);
  const openapi = new Map(site.openApiPages.map((p) => [p.file, p]));
  for (const file of site.pageFiles) {
    const ref = openapi.get(file);
    const title = file.replace(/\.mdx$/, '').replace(/[/-]/g, ' ');
    const extra = ref ? `openapi: "${ref.spec} ${ref.operation.method} ${ref.operation.path}"\n` : '';
    write(
      file,
      `---\ntitle: "${title}"\ndescription: "The page ${title}."\n${extra}---\n\nSome text about ${title}.\n`,
    );
  }
  write('.stamp', stamp);
}
