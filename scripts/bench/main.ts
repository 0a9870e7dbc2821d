// npm run bench: generates the synthetic sites, drives the real server through the protocol, measures the baselines
// on the same files, and writes the results (.bench/results.{json,md}, docs/benchmark.{json,md}, the README table).
// Options: --reps N (default 30); --only group,group (baselines, cold, edit, requests, navigation, openapi, links,
// vocabulary, suggestions, startup, large-page, external, corpus); --no-publish (write .bench/ only); --load "what
// else ran" (recorded beside the load average); --sites 10000 (the site sizes, default 10000,50000).
// Profiling the server: BENCH_SERVER_FLAGS="--cpu-prof --cpu-prof-dir=.bench/profiles" npm run bench -- --only edit
import * as fs from 'node:fs';
import { parseArgs } from 'node:util';
import { loadAverage, machine } from './machine';
import { writeResults } from './benchReport';
import { notMeasured, Row } from './results';
import { SERVER } from './serverSession';
import { BENCH_DIR, createSite, Site, TARGET_PAGES } from './sites';
import { loadSpecs } from './benchSpecs';
import { baselines } from './scenarios/baselines';
import { coldStart } from './scenarios/coldStart';
import { engineEdit } from './scenarios/engineEdit';
import { configRequests } from './scenarios/configRequests';
import { navigationTree } from './scenarios/navigationTree';
import { corpusChecks } from './scenarios/corpus';
import { lineEndings } from './scenarios/lineEndings';
import { largePage } from './scenarios/largePage';
import { externalLinks } from './scenarios/externalLinks';
import { openapi } from './scenarios/openapi';
import { pageLinks } from './scenarios/pageLinks';
import { startup } from './scenarios/startup';
import { suggestions } from './scenarios/suggestions';
import { typing } from './scenarios/typing';
import { vocabulary } from './scenarios/vocabulary';
import { now } from './stats';

const SITE_SIZES = [TARGET_PAGES, 50_000];
/** The whole run may not hang: past this it stops with what it has. */
const WATCHDOG_MS = 15 * 60_000;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      reps: { type: 'string', default: '30' },
      only: { type: 'string' },
      'no-publish': { type: 'boolean', default: false },
      load: { type: 'string', default: 'other processes share the machine' },
      sites: { type: 'string', default: SITE_SIZES.join(',') },
    },
  });
  const reps = Number(values.reps);
  if (!Number.isInteger(reps) || reps < 1) throw new Error(`--reps must be a positive integer, not ${values.reps}`);
  if (!fs.existsSync(SERVER)) throw new Error(`${SERVER} does not exist: run npm run build first`);
  const only = values.only?.split(',');
  const wanted = (group: string) => !only || only.includes(group);

  const started = now();
  const loadBefore = loadAverage();
  // the generated docs.json sites and the big specs are made only for the groups that use them
  const usesSites = ['baselines', 'cold', 'edit', 'requests', 'navigation', 'openapi'].some(wanted);
  const specs = usesSites ? loadSpecs() : [];
  log(
    `specs: ${specs.map((s) => `${s.name} (${s.origin}, ${(s.text.length / 1024 / 1024).toFixed(1)} MB)`).join(', ')}`,
  );
  const sites = (usesSites ? values.sites.split(',').map(Number) : []).map((size) => {
    const site = createSite(size, specs);
    log(`site of ${size} pages: ${site.dir} (docs.json ${(site.configText.length / 1024).toFixed(0)} KB)`);
    return site;
  });

  const rows: Row[] = [];
  let failed = false;
  const step = async (group: string, label: string, run: () => Promise<Row[]>) => {
    if (!wanted(group)) return;
    log(`${label}...`);
    const stepStart = now();
    try {
      const result = await run();
      rows.push(...result);
      for (const row of result) log(`  ${describe(row)}`);
    } catch (error) {
      failed = true;
      const reason = `failed: ${error instanceof Error ? error.message : String(error)}`;
      rows.push(notMeasured(group, label, reason));
      log(`  ${reason}`);
    }
    log(`  (${((now() - stepStart) / 1000).toFixed(1)} s)`);
  };

  // cold processes first, while this one is idle (the in-process scenarios leave it heaps of whole sites)
  await step('startup', 'start-up: check of a one-page site, against mint', () => startup(reps));
  const jsonServiceP50 = new Map<Site, number | undefined>();
  for (const site of sites) {
    await step('baselines', `baselines, ${site.pageCount} pages`, async () => {
      const result = await baselines(site.configText, `${site.pageCount} pages`, reps);
      jsonServiceP50.set(site, result.find((r) => r.id === 'baseline-json-service')?.figures?.p50);
      return [...result, await engineEdit(site, reps), await engineEdit(site, reps, 'setting')];
    });
  }
  for (const site of sites) await step('cold', `cold start, ${site.pageCount} pages`, () => coldStart(site, reps));
  for (const site of sites)
    await step('edit', `typing in docs.json, ${site.pageCount} pages`, async () => [
      await typing(site, reps, jsonServiceP50.get(site)),
    ]);
  for (const site of sites)
    await step('requests', `completion and hover in docs.json, ${site.pageCount} pages`, () =>
      configRequests(site, reps),
    );
  for (const site of sites)
    await step('navigation', `navigation tree request, ${site.pageCount} pages`, () => navigationTree(site, reps));
  if (usesSites) await step('openapi', `OpenAPI features, ${TARGET_PAGES} pages`, () => openapi(sites[0], reps));
  await step('links', 'links inside pages, 25 000 pages', () => pageLinks(reps));
  await step('vocabulary', 'components and icons in a page, 25 000 pages', () => vocabulary(reps));
  await step('suggestions', '"did you mean" for 15 000 broken links, 25 000 pages', () => suggestions(reps));
  await step('line-endings', 'check of a site with LF and with CRLF line endings, 5 000 pages', async () =>
    lineEndings(reps),
  );

  await step('large-page', 'request latency while a 1 MB page parses', () => largePage());

  await step('external', 'check --external, 1 000 links on a local server', () => externalLinks(reps));

  let corpus: Awaited<ReturnType<typeof corpusChecks>> = 'not run (--only)';
  if (wanted('corpus')) {
    log('check over ../shared/corpus...');
    corpus = await corpusChecks();
  }

  writeResults(
    {
      date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
      machine: machine(),
      load: { before: loadBefore, after: loadAverage(), note: values.load },
      specs: specs.map((s) => s.origin),
      rows,
      corpus,
      seconds: (now() - started) / 1000,
    },
    BENCH_DIR,
    !values['no-publish'],
  );
  log(`results: ${BENCH_DIR}/results.md${values['no-publish'] ? '' : ', docs/benchmark.md, README.md'}`);
  return failed ? 1 : 0;
}

function describe(row: Row): string {
  if (!row.figures) return `${row.label}: not measured: ${row.notMeasured}`;
  const { p50, p95, n } = row.figures;
  return `${row.label} [${row.site}]: p50 ${p50.toFixed(2)} ${row.unit}, p95 ${p95.toFixed(2)} ${row.unit} (n=${n})`;
}

function log(message: string): void {
  process.stdout.write(`${message}\n`);
}

const watchdog = setTimeout(() => {
  log(`bench: stopped after ${WATCHDOG_MS / 60_000} minutes`);
  process.exit(1);
}, WATCHDOG_MS);
watchdog.unref();

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    log(`bench: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
