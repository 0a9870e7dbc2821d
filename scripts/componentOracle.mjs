// Judges `component-unknown` against the platform's own MDX pipeline on every site of ../shared/corpus: each page
// that holds an element outside the platform's allow-list is compiled with the remark plugins of @mintlify/common
// (getMDXOptions), and the elements that pipeline replaces with its "Component X does not exist." comment are
// compared, by page and name, with what `docs-lsp check` reports. The platform resolves snippet imports before it
// compiles (a snippet's component becomes an export of the page); that step is stood in for by an export of each
// name a page imports from /snippets/.
//
// The pipeline is a test oracle, never a dependency: install it once with
//   npm install --prefix .cache/mintlify-oracle @mintlify/common@1.0.1183 @mdx-js/mdx@3
// and run `npm run build`, then `node scripts/componentOracle.mjs [site...]`; without it the script says so, exits 0.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { spawnSync } from 'node:child_process';
import { CORPUS, pinnedSites } from './corpus.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const oracleDir = join(repo, '.cache/mintlify-oracle');
if (!existsSync(join(oracleDir, 'node_modules/@mintlify/common')) || !existsSync(CORPUS)) {
  console.log('skipped: the oracle (.cache/mintlify-oracle) or the corpus is not installed');
  process.exit(0);
}
const requireOracle = createRequire(join(oracleDir, 'package.json'));
const importOracle = (name) => import(pathToFileURL(requireOracle.resolve(name)).href);
const { getMDXOptions } = await importOracle('@mintlify/common');
const { compile } = await importOracle('@mdx-js/mdx');
const components = JSON.parse(
  readFileSync(join(repo, 'server/src/engine/vocabulary/platform/components.json'), 'utf8'),
);
const allowed = new Set(components.pipeline.allowList);

/** The names the platform's pipeline removes from a page, counted. */
async function removedByPlatform(text, path) {
  const found = new Map();
  const collect = () => (tree) => {
    const walk = (node) => {
      const match = node.type === 'mdxFlowExpression' && /Component (\S+) does not exist/.exec(node.value);
      if (match) found.set(match[1], (found.get(match[1]) ?? 0) + 1);
      for (const child of node.children ?? []) walk(child);
    };
    walk(tree);
  };
  const options = getMDXOptions({ data: { snippetTreeMap: {}, path, pageMetadata: {}, config: {} } });
  await compile(text, { remarkPlugins: [...options.remarkPlugins, collect], rehypePlugins: [], format: 'mdx' });
  return found;
}

/** The page as the platform compiles it: without frontmatter, its snippet imports become exports of the page. */
function asCompiled(text) {
  const fm = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  let body = fm ? fm[0].replace(/[^\n]/g, '') + text.slice(fm[0].length) : text;
  body = body.replace(/^import\s+([^'"\n;]+?)\s+from\s+['"](\/?snippets\/[^'"]+)['"];?[ \t]*$/gm, (_, clause) => {
    const names = clause
      .replace(/\*\s+as\s+/, '')
      .split(/[{},]/)
      .map((part) =>
        part
          .trim()
          .split(/\s+as\s+/)
          .pop(),
      )
      .filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
    return names.map((name) => `export const ${name} = () => null;`).join(' ');
  });
  return body;
}

/** The site's pages (snippets aside), from its folder. */
function pagesOf(dir, prefix = '') {
  const pages = [];
  for (const entry of readdirSync(join(dir, prefix), { withFileTypes: true })) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'snippets' && !entry.name.startsWith('.'))
        pages.push(...pagesOf(dir, path));
    } else if (/\.mdx?$/.test(entry.name)) pages.push(path);
  }
  return pages;
}

const sites = process.argv.slice(2).length > 0 ? process.argv.slice(2) : pinnedSites();
const totals = { agree: 0, falseAlarms: 0, missed: 0, pages: 0, failed: 0 };
for (const site of sites) {
  const result = spawnSync(
    process.execPath,
    [join(repo, 'bin/docs-lsp.js'), 'check', join(CORPUS, site), '--format', 'json'],
    { encoding: 'utf8', maxBuffer: 1 << 28 },
  );
  const ours = new Map();
  for (const d of JSON.parse(result.stdout).diagnostics) {
    if (d.code !== 'component-unknown') continue;
    const name = /`<([^`>]+)>`/.exec(d.message)[1];
    const byName = ours.get(d.file) ?? new Map();
    byName.set(name, (byName.get(name) ?? 0) + 1);
    ours.set(d.file, byName);
  }
  const listed = pagesOf(join(CORPUS, site));
  const report = { agree: 0, falseAlarms: [], missed: [], failed: 0 };
  for (const file of new Set([...listed, ...ours.keys()])) {
    const path = join(CORPUS, site, file);
    if (!existsSync(path)) continue;
    const text = readFileSync(path, 'utf8');
    const names = [...text.matchAll(/<([A-Za-z][\w.-]*)/g)].map((m) => m[1]);
    const mine = ours.get(file) ?? new Map();
    if (!names.some((n) => !allowed.has(n)) && mine.size === 0) continue;
    totals.pages++;
    let theirs;
    try {
      theirs = await removedByPlatform(asCompiled(text), file);
    } catch {
      report.failed++;
      continue;
    }
    // `<Snippet file>` is replaced by the snippet before, in the platform's build: the oracle has no snippets
    theirs.delete(components.pipeline.snippet);
    for (const name of new Set([...mine.keys(), ...theirs.keys()])) {
      const a = mine.get(name) ?? 0;
      const b = theirs.get(name) ?? 0;
      report.agree += Math.min(a, b);
      if (a > b) report.falseAlarms.push(`${file}: <${name}> ×${a - b}`);
      if (b > a) report.missed.push(`${file}: <${name}> ×${b - a}`);
    }
  }
  totals.agree += report.agree;
  totals.falseAlarms += report.falseAlarms.length;
  totals.missed += report.missed.length;
  totals.failed += report.failed;
  console.log(
    `${site.padEnd(45)} agree ${report.agree}  false alarms ${report.falseAlarms.length}  missed ` +
      `${report.missed.length}  pages the pipeline failed on ${report.failed}`,
  );
  for (const line of [
    ...report.falseAlarms.map((l) => `  ours only: ${l}`),
    ...report.missed.map((l) => `  platform only: ${l}`),
  ])
    console.log(line);
}
console.log(JSON.stringify(totals));
