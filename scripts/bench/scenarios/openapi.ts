// OpenAPI features with the big specs loaded: completion of `METHOD /path` in frontmatter, hover on an endpoint
// reference, and an edit of the largest spec until the dependent page's diagnostics change, with completion
// latency while that happens. Each part runs only when the server shows it supports it; otherwise it says why.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { CompletionItem, CompletionList, Hover, Position } from 'vscode-languageserver-protocol';
import { measured, notMeasured, Row, target } from '../results';
import { Session } from '../serverSession';
import { OpenApiPage, Site } from '../sites';
import { now, repeat, sleep, summarize } from '../stats';

const WARMUP = 5;
/** How long the server may take to load the specs before endpoint completion counts as unsupported. */
const SPEC_LOAD_WAIT_MS = 30_000;
const DEPENDENT_WAIT_MS = 20_000;
const BETWEEN_EDITS_MS = 300;
const COMPLETION_GAP_MS = 10;
const ENDPOINT = /\b(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|TRACE) \//i;
const REFERENCE_CODE = /^ref-/;

export async function openapi(site: Site, reps: number): Promise<Row[]> {
  const page = site.openApiPages[0];
  const siteName = `${site.pageCount} pages, ${site.specs.map((s) => s.name).join(', ')}`;
  const uri = site.uri(page.file);
  const text = fs.readFileSync(path.join(site.dir, page.file), 'utf8');
  const session = await Session.start({ rootUri: site.uri('') });
  try {
    const openedAt = now();
    await session.openAndWait(uri, 'mdx', text);
    const completionAt = await findEndpointCompletion(session, uri, text, page);
    if (!completionAt) {
      const reason = `no \`METHOD /path\` completion in \`openapi:\` frontmatter within ${SPEC_LOAD_WAIT_MS / 1000} s`;
      return ['complete-endpoint', 'hover-endpoint', 'spec-edit', 'complete-during-spec-edit', 'openapi-rss'].map(
        (id) => notMeasured(id, LABELS[id], reason, { site: siteName }),
      );
    }
    const loadedMs = now() - openedAt;
    const rows: Row[] = [];
    const completion = await repeat(
      WARMUP,
      reps,
      async () =>
        (await session.timedRequest('textDocument/completion', { textDocument: { uri }, position: completionAt })).ms,
    );
    rows.push(
      measured('complete-endpoint', LABELS['complete-endpoint'], 'ms', completion, {
        site: siteName,
        targets: [target('p95', 20, 'ms')],
        note: `specs ready ${Math.round(loadedMs)} ms after the page opened`,
      }),
    );
    rows.push(await hoverEndpoint(session, uri, text, page, reps, siteName));
    rows.push(...(await specEdit(session, site, uri, page, completionAt, reps, siteName)));
    rows.push(
      measured('openapi-rss', LABELS['openapi-rss'], 'MB', summarize([session.memory.peakMb()]), {
        site: siteName,
        targets: [target('p95', 300, 'MB')],
        note: 'one session',
      }),
    );
    return rows;
  } finally {
    await session.close();
  }
}

const LABELS: Record<string, string> = {
  'complete-endpoint': 'Completion of `METHOD /path` in frontmatter',
  'hover-endpoint': 'Hover on an endpoint reference in frontmatter',
  'spec-edit': "Edit in the largest spec to the dependent page's diagnostics",
  'complete-during-spec-edit': 'Completion while the spec is re-validated',
  'openapi-rss': 'Peak RSS, server and workers, big specs loaded',
};

/** The position in the `openapi:` value where the server offers endpoints, once the specs are loaded. */
async function findEndpointCompletion(
  session: Session,
  uri: string,
  text: string,
  page: OpenApiPage,
): Promise<Position | undefined> {
  const doc = session.document(uri);
  const valueStart = text.indexOf(page.spec);
  const candidates = [doc.positionAt(valueStart + page.spec.length + 1), doc.positionAt(valueStart)];
  const deadline = now() + SPEC_LOAD_WAIT_MS;
  while (now() < deadline) {
    for (const position of candidates) {
      const { result } = await session.timedRequest<CompletionList | CompletionItem[] | null>(
        'textDocument/completion',
        { textDocument: { uri }, position },
      );
      const items = Array.isArray(result) ? result : (result?.items ?? []);
      if (
        items.some(
          (item) =>
            ENDPOINT.test(item.label) ||
            ENDPOINT.test(item.insertText ?? '') ||
            ENDPOINT.test(item.textEdit?.newText ?? ''),
        )
      )
        return position;
    }
    await sleep(250);
  }
  return undefined;
}

async function hoverEndpoint(
  session: Session,
  uri: string,
  text: string,
  page: OpenApiPage,
  reps: number,
  site: string,
): Promise<Row> {
  const position = session.document(uri).positionAt(text.indexOf(page.operation.path) + 2);
  const params = { textDocument: { uri }, position };
  const first = await session.timedRequest<Hover | null>('textDocument/hover', params);
  if (!first.result)
    return notMeasured(
      'hover-endpoint',
      LABELS['hover-endpoint'],
      'the server returns no hover on an endpoint reference in frontmatter',
      { site },
    );
  const figures = await repeat(WARMUP, reps, async () => (await session.timedRequest('textDocument/hover', params)).ms);
  return measured('hover-endpoint', LABELS['hover-endpoint'], 'ms', figures, {
    site,
    targets: [target('p95', 20, 'ms')],
  });
}

/**
 * Renames the page's path in the spec (one character typed into the key) and deletes the character again; each edit is
 * timed to the page's diagnostics gaining or losing its reference finding. Completion runs in a loop meanwhile.
 */
async function specEdit(
  session: Session,
  site: Site,
  pageUri: string,
  page: OpenApiPage,
  completionAt: Position,
  reps: number,
  siteName: string,
): Promise<Row[]> {
  const spec = site.specs[0];
  const specUri = site.uri(`specs/${spec.name}`);
  await session.openAndWait(specUri, 'json', spec.text);
  const key = new RegExp(`"${escapeRegExp(page.operation.path)}"\\s*:`).exec(
    spec.text.slice(spec.text.indexOf('"paths"')),
  );
  if (!key) throw new Error(`no key "${page.operation.path}" under paths in ${spec.name}`);
  const offset = spec.text.indexOf('"paths"') + key.index + page.operation.path.length + 1;
  const hasReference = (diagnostics: { code?: string | number }[]) =>
    diagnostics.some((d) => REFERENCE_CODE.test(String(d.code)));

  const edits: number[] = [];
  const completions: number[] = [];
  for (let i = 0; edits.length < reps + 2; i++) {
    const breaking = i % 2 === 0;
    const published = session.nextPublish(
      (p) => p.uri === pageUri && hasReference(p.diagnostics) === breaking,
      `the page's diagnostics after ${breaking ? 'renaming' : 'restoring'} its path in the spec`,
      DEPENDENT_WAIT_MS,
    );
    const sentAt = now();
    if (breaking) session.edit(specUri, offset, 0, 'x');
    else session.edit(specUri, offset, 1, '');
    const done = published.then((p) => p.at - sentAt);
    const during = completeUntil(session, pageUri, completionAt, done);
    try {
      edits.push(await done);
    } catch (error) {
      if (i > 0) throw error;
      const reason =
        `no \`ref-*\` diagnostic on the page within ${DEPENDENT_WAIT_MS / 1000} s of renaming its ` +
        `path in the spec`;
      return [
        notMeasured('spec-edit', LABELS['spec-edit'], reason, { site: siteName }),
        notMeasured('complete-during-spec-edit', LABELS['complete-during-spec-edit'], reason, { site: siteName }),
      ];
    }
    completions.push(...(await during));
    await sleep(BETWEEN_EDITS_MS);
  }
  const note = `${spec.name}: a key of \`paths\` renamed and restored`;
  return [
    measured('spec-edit', LABELS['spec-edit'], 'ms', summarize(edits.slice(2)), {
      site: siteName,
      targets: [target('p95', 300, 'ms')],
      note,
    }),
    measured('complete-during-spec-edit', LABELS['complete-during-spec-edit'], 'ms', summarize(completions), {
      site: siteName,
      targets: [target('p95', 20, 'ms')],
      note: `completion every ${COMPLETION_GAP_MS} ms until the page's diagnostics updated`,
    }),
  ];
}

/** Completion round trips, one after another, until `done` settles. */
async function completeUntil(
  session: Session,
  uri: string,
  position: Position,
  done: Promise<unknown>,
): Promise<number[]> {
  let finished = false;
  done.then(
    () => (finished = true),
    () => (finished = true),
  );
  const latencies: number[] = [];
  while (!finished) {
    latencies.push((await session.timedRequest('textDocument/completion', { textDocument: { uri }, position })).ms);
    await sleep(COMPLETION_GAP_MS);
  }
  return latencies;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
