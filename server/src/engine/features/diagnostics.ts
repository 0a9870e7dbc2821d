// Diagnostics of one file: findings from every rule that reads it, with severities resolved from the settings.
import * as jsonc from 'jsonc-parser';
import { Diagnostic, Position } from 'vscode-languageserver-types';
import { Finding } from '../findings';
import { DocsRoot } from '../project';
import { BuiltConfig, Project } from '../project';
import { OpenApiFindings } from '../rules';
import { resolveSpecPath } from '../project';
import { CONFIG_RULES, configRuleRank } from '../rules';
import { checkElementPages, checkPageEntries, entriesOfEditedPaths, PAGE_ENTRY_CODES } from '../rules';
import { checkElement } from '../rules';
import { checkSettings, SETTINGS_CODES } from '../rules';
import { ConfigRuleContext } from '../rules';
import { findingAfterEdit, isInside } from '../docsjson';
import { DocsConfig, PageEntry, redirectEntries } from '../docsjson';
import { nodeRange, stringContentRange } from '../docsjson';
import { ViewedPaths } from '../project';
import { unreachablePageFinding } from '../rules';
import { pageBodyFindings } from '../rules';
import { checkDeadPaths } from '../rules';
import { externalLinkFindings, fileExternalLinks } from '../rules';
import { checkRedirects, REDIRECT_CODES } from '../rules';
import { SiteRoutes, siteRoutes } from '../rules';
import { fileUriOf } from '../project';
import { Baseline, BaselineEntry, baselineText, fingerprint } from '../project';
import { applySuppressions, isIgnored } from '../rules';
import { Settings, SETTINGS_FILE, severityOf } from '../settings';
import { codesOf, RuleCode, ruleDocUrl, RULES } from '../ruleCatalog';
import { joinUriInside, relativePath } from '../workspace';

export const DIAGNOSTIC_SOURCE = 'docs-lsp';

interface ConfigFindings {
  readonly built: BuiltConfig;
  readonly settings: Settings;
  readonly generation: number;
  readonly viewedPaths: ViewedPaths | undefined;
  /** The site's routes the dead paths were judged against (only while there are viewed paths). */
  readonly routes: SiteRoutes | undefined;
  readonly remoteSchemas: number;
  readonly byUri: Map<string, Finding[]>;
}

/** The findings of the redirect rules, of one model and one state of the site's routes. */
interface RedirectFindings {
  readonly config: DocsConfig;
  readonly routes: SiteRoutes;
  readonly byUri: Map<string, Finding[]>;
}

export class DiagnosticsComputer {
  private readonly cache = new Map<string, ConfigFindings>();
  private readonly redirectCache = new Map<string, RedirectFindings>();
  readonly openapi: OpenApiFindings;

  constructor(private readonly project: Project) {
    this.openapi = new OpenApiFindings(project);
  }

  /** Findings of docs.json and the files it pulls in, computed once per model and file-index generation. */
  configFindings(root: DocsRoot): ConfigFindings | undefined {
    const built = this.project.config(root);
    if (!built) return undefined;
    const generation = this.project.index.generation;
    const settings = this.project.settingsFor(root.uri);
    const cached = this.cache.get(root.uri);
    const viewedPaths = this.project.viewedPaths;
    const deadPaths = viewedPaths && severityOf(settings, 'analytics-dead-path') !== undefined;
    // the routes (memoized) change with the spec indexes too: a spec that finishes loading judges its directory
    const routes = deadPaths ? siteRoutes(this.project, root) : undefined;
    const remoteSchemas = this.project.remoteSchemas.revision;
    const sameInputs =
      cached !== undefined &&
      cached.generation === generation &&
      cached.settings === settings &&
      cached.viewedPaths === viewedPaths &&
      cached.routes === routes &&
      cached.remoteSchemas === remoteSchemas;
    if (sameInputs && cached.built === built) return cached;
    const enabled = (code: RuleCode) => severityOf(settings, code) !== undefined;
    // the model brought forward by an edit from the one the cached findings are of (never with dead paths judged)
    const forward =
      sameInputs && routes === undefined ? (built.pageEdit ?? built.labelEdit ?? built.settingEdit) : undefined;
    const resolveSpec = (written: string) => resolveSpecPath(this.project.workspace, root, written);
    const remoteSchema = (url: string) => this.project.remoteSchemas.get(url, settings.openapi.allowRemote);
    if (cached && forward?.from === cached.built) {
      const byUri = built.pageEdit
        ? findingsAfterPageEdit(cached.byUri, cached.built.config, built, root, enabled)
        : built.labelEdit
          ? findingsAfterLabelEdit(cached.byUri, built, root, enabled)
          : findingsAfterSettingEdit(cached.byUri, built, { root, enabled, resolveSpec, remoteSchema });
      const result = { ...cached, built, byUri };
      this.cache.set(root.uri, result);
      return result;
    }
    const byUri = new Map<string, Finding[]>();
    const report = reportInto(byUri);
    built.findings.forEach(report);
    for (const [, rule] of CONFIG_RULES)
      rule({ root, config: built.config, report, enabled, resolveSpec, remoteSchema });
    if (viewedPaths && routes) checkDeadPaths(root, built.config, routes, viewedPaths, report);
    const result = { built, generation, settings, viewedPaths, routes, remoteSchemas, byUri };
    this.cache.set(root.uri, result);
    return result;
  }

  findings(uri: string): Finding[] {
    if (uri.endsWith(`/${SETTINGS_FILE}`)) return [...(this.project.settingsFile(uri)?.findings ?? [])];
    const root = this.project.index.rootOf(uri);
    if (!root) return this.openapi.findings(uri, undefined, undefined);
    const config = this.configFindings(root);
    if (!config) return [];
    const { config: model } = config.built;
    const ofConfig = model.files.some((file) => file.uri === uri);
    const redirects = ofConfig ? this.redirectFindings(root, model, config.settings)?.get(uri) : undefined;
    const findings = [
      ...(config.byUri.get(uri) ?? []),
      ...(redirects ?? []),
      ...this.openapi.findings(uri, root, model),
    ];
    const path = relativePath(root.uri, uri);
    const problem = path !== undefined && /\.mdx?$/.test(path) ? this.project.frontmatter.get(uri)?.problem : undefined;
    if (problem) findings.push(problem);
    else if (path !== undefined && root.files.has(path) && /\.mdx?$/.test(path))
      findings.push(...pageBodyFindings(this.project, this.project.links, root, path));
    if (config.settings.externalLinks.check && (ofConfig || (path !== undefined && root.files.has(path))))
      findings.push(
        ...externalLinkFindings(this.project, root, config.settings, fileExternalLinks(this.project, root, uri)),
      );
    if (path !== undefined && root.files.has(path)) {
      // reachable pages are worked out when a page asks (remembered per model), not on every edit of docs.json
      const unreachable = unreachablePageFinding(root, path, config.built.config);
      if (unreachable) findings.push(unreachable);
    }
    return findings;
  }

  /**
   * The findings of the redirect rules by file, kept apart from the other findings of docs.json: they read the
   * site's routes (its pages and the specs' generated pages), which an edit of a page entry leaves as they were and
   * a spec that finishes loading changes.
   */
  private redirectFindings(root: DocsRoot, config: DocsConfig, settings: Settings): Map<string, Finding[]> | undefined {
    if (!REDIRECT_CODES.some((code) => severityOf(settings, code) !== undefined)) return undefined;
    if (redirectEntries(config).length === 0) return undefined;
    const routes = siteRoutes(this.project, root);
    const cached = this.redirectCache.get(root.uri);
    if (cached?.config === config && cached.routes === routes) return cached.byUri;
    const byUri = new Map<string, Finding[]>();
    checkRedirects(root, config, routes, reportInto(byUri));
    this.redirectCache.set(root.uri, { config, routes, byUri });
    return byUri;
  }

  /**
   * The diagnostics of a file: its findings with the severities of the settings, without those the settings'
   * `ignore`, the page's suppression comments or the baseline (settings' `baseline`) leave out.
   */
  diagnostics(uri: string): Diagnostic[] {
    const root = this.project.index.rootOf(uri);
    const settings = this.project.settingsFor(root?.uri ?? uri);
    const all = this.unbaselined(uri);
    if (!root || settings.baseline === undefined || all.length === 0) return all;
    const baseline = this.project.baseline(root, settings.baseline);
    if (!baseline || baseline.problem) return all;
    return this.againstBaseline(root, uri, all, baseline).fresh;
  }

  /** The diagnostics of a file before the baseline is applied (what `--write-baseline` records). */
  unbaselined(uri: string): Diagnostic[] {
    const root = this.project.index.rootOf(uri);
    const settings = this.project.settingsFor(root?.uri ?? uri);
    const path = root && relativePath(root.uri, uri);
    let findings = this.findings(uri);
    if (path !== undefined && Object.keys(settings.ignore).length > 0) {
      const pointer = (finding: Finding) => () => this.jsonPointer(uri, finding.range.start);
      findings = findings.filter((f) => !isIgnored(settings.ignore, f.code, path, pointer(f)));
    }
    const suppressions =
      path !== undefined && /\.mdx?$/.test(path) ? this.project.bodies.get(uri)?.suppressions : undefined;
    if (suppressions) {
      const shown = findings.filter((finding) => severityOf(settings, finding.code) !== undefined);
      const unused = severityOf(settings, 'unused-suppression') !== undefined;
      findings = applySuppressions(uri, shown, suppressions, unused);
      if (path !== undefined && settings.ignore['unused-suppression'] !== undefined)
        findings = findings.filter((f) => !isIgnored(settings.ignore, f.code, path));
    }
    const result: Diagnostic[] = [];
    for (const finding of findings) {
      const severity = severityOf(settings, finding.code);
      if (severity === undefined) continue;
      result.push({
        range: finding.range,
        severity,
        code: finding.code,
        codeDescription: { href: ruleDocUrl(finding.code) },
        source: DIAGNOSTIC_SOURCE,
        message: finding.message,
        data: finding.data,
        tags: finding.tags,
      });
    }
    return result.sort(
      (a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character,
    );
  }

  /** The JSON Pointer of the value at a position of a JSON file (`/navigation/tabs/0`); undefined in other files. */
  private jsonPointer(uri: string, position: Position): string | undefined {
    if (!/\.json$/i.test(uri)) return undefined;
    const file = this.project.readJson(uri);
    if (!file?.root) return undefined;
    const node = jsonc.findNodeAtOffset(file.root, file.doc.offsetAt(position), true);
    if (!node) return '';
    return jsonc
      .getNodePath(node)
      .map((segment) => `/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`)
      .join('');
  }

  /**
   * A file's diagnostics measured against a baseline: those it records (as many of each fingerprint as it counts,
   * the first ones of the file) and the fresh ones.
   */
  againstBaseline(
    root: DocsRoot,
    uri: string,
    diagnostics: readonly Diagnostic[],
    baseline: Baseline,
  ): { fresh: Diagnostic[]; baselined: number } {
    const path = baselinePath(root, uri);
    const recorded = baseline.files.get(path);
    if (!recorded) return { fresh: [...diagnostics], baselined: 0 };
    const entries = this.baselineEntries(root, uri, diagnostics);
    const left = new Map<string, number>();
    const fresh: Diagnostic[] = [];
    diagnostics.forEach((diagnostic, i) => {
      const { code, fingerprint: print } = entries[i];
      const key = `${code} ${print}`;
      const count = left.get(key) ?? recorded.get(code)?.get(print) ?? 0;
      if (count > 0) left.set(key, count - 1);
      else fresh.push(diagnostic);
    });
    return { fresh, baselined: diagnostics.length - fresh.length };
  }

  /** What a baseline records of each diagnostic of a file, in their order. */
  baselineEntries(root: DocsRoot, uri: string, diagnostics: readonly Diagnostic[]): BaselineEntry[] {
    // the text only (no parser sees it): the nesting was judged when the file was parsed
    const text = this.project.reader.read(uri, { checkNesting: false })?.text ?? '';
    const lines = text.split('\n');
    const path = baselinePath(root, uri);
    const offsets: number[] = [0];
    for (let i = 0; i < lines.length - 1; i++) offsets.push(offsets[i] + lines[i].length + 1);
    const offsetAt = ({ line, character }: Position) =>
      line >= offsets.length ? text.length : Math.min(offsets[line] + character, text.length);
    return diagnostics.map((d) => {
      const code = String(d.code);
      const line = (lines[d.range.start.line] ?? '').replace(/\r$/, '');
      const covered = text.slice(offsetAt(d.range.start), Math.max(offsetAt(d.range.start), offsetAt(d.range.end)));
      return { path, code, fingerprint: fingerprint(code, line, covered) };
    });
  }

  /** Every problem of a root measured against its baseline: the fresh ones by file, how many it records and how
   * many of those are gone. */
  compareWithBaseline(root: DocsRoot, baselinePathFromRoot: string): BaselineComparison {
    const baseline = this.project.baseline(root, baselinePathFromRoot);
    const uri = joinUriInside(root.uri, baselinePathFromRoot) ?? root.uri;
    const fresh = new Map<string, Diagnostic[]>();
    if (!baseline || baseline.problem) {
      const problem = baseline?.problem ?? 'no such file';
      return { uri, problem, fresh, baselined: 0, fixed: 0 };
    }
    let baselined = 0;
    for (const file of this.filesToCheck(root)) {
      const all = this.unbaselined(file);
      if (all.length === 0) continue;
      const split = this.againstBaseline(root, file, all, baseline);
      baselined += split.baselined;
      if (split.fresh.length > 0) fresh.set(file, split.fresh);
    }
    return { uri, fresh, baselined, fixed: baseline.total - baselined };
  }

  /** The text of a baseline recording every problem of a root now, with how many problems and files it holds. */
  baselineOf(root: DocsRoot): { text: string; problems: number; files: number } {
    const entries: BaselineEntry[] = [];
    let files = 0;
    for (const file of this.filesToCheck(root)) {
      const all = this.unbaselined(file);
      if (all.length === 0) continue;
      files++;
      entries.push(...this.baselineEntries(root, file, all));
    }
    return { text: baselineText(entries), problems: entries.length, files };
  }

  /** Every file of a root that can have diagnostics: docs.json, the files it pulls in, the pages. */
  filesToCheck(root: DocsRoot): string[] {
    const files = new Set<string>([root.configUri]);
    const settingsFile = this.project.settingsFileOf(root.uri);
    if (settingsFile) files.add(settingsFile);
    for (const file of this.project.config(root)?.config.files ?? []) files.add(file.uri);
    for (const uri of this.configFindings(root)?.byUri.keys() ?? []) files.add(uri);
    for (const path of root.files) if (/\.mdx?$/.test(path)) files.add(fileUriOf(root, path));
    for (const spec of this.openapi.specFiles(root, this.project.config(root)?.config)) files.add(spec);
    return [...files];
  }
}

/** What the baseline of a root compares with the problems found. */
export interface BaselineComparison {
  /** The baseline file. */
  readonly uri: string;
  /** Why it cannot be used (missing, not JSON, not a baseline): nothing is compared. */
  readonly problem?: string;
  /** The problems the baseline does not record, by file. */
  readonly fresh: Map<string, Diagnostic[]>;
  /** Problems found that the baseline records (not reported). */
  readonly baselined: number;
  /** Problems the baseline records that are no longer found (fixed since it was written). */
  readonly fixed: number;
}

/** A file's key in a baseline: its path from the docs root (`../` for a spec outside it). */
function baselinePath(root: DocsRoot, uri: string): string {
  const inside = relativePath(root.uri, uri);
  if (inside !== undefined) return inside;
  const from = decodeURIComponent(root.uri).split('/');
  const to = decodeURIComponent(uri).split('/');
  let common = 0;
  while (common < from.length && common < to.length && from[common] === to[common]) common++;
  return [...from.slice(common).map(() => '..'), ...to.slice(common)].join('/');
}

function reportInto(byUri: Map<string, Finding[]>): (finding: Finding) => void {
  return (finding) => {
    const list = byUri.get(finding.uri);
    if (list) list.push(finding);
    else byUri.set(finding.uri, [finding]);
  };
}

/**
 * The findings of a model brought forward by an edit inside one page entry (docsjson/modelPatch.ts), from those of
 * the model before it: the positions after the edit on its line move with it, and the findings of the entries of
 * the page path before and after the edit are worked out again. Every other rule reads nothing an edit of a page
 * path changes (labels, keys, the settings, `openapi` values, the number of entries stay as they were).
 */
function findingsAfterPageEdit(
  previous: ReadonlyMap<string, Finding[]>,
  previousConfig: DocsConfig,
  built: BuiltConfig,
  root: DocsRoot,
  enabled: (code: RuleCode) => boolean,
): Map<string, Finding[]> {
  const { after, edit } = built.pageEdit!;
  const editedUri = after.node.file.uri;
  const byUri = new Map(previous);
  const moved = previous.get(editedUri)?.map((finding) => findingAfterEdit(finding, editedUri, edit));
  if (moved) byUri.set(editedUri, moved);
  const entries = entriesOfEditedPaths(previousConfig, built.config, built.pageEdit!);
  const starts = entryStarts(entries);
  for (const uri of new Set(entries.map((entry) => entry.node.file.uri))) {
    const kept = (byUri.get(uri) ?? []).filter(
      (f) => !PAGE_ENTRY_CODES.has(f.code) || !starts.has(placeKey(uri, f.range.start)),
    );
    if (kept.length > 0) byUri.set(uri, kept);
    else byUri.delete(uri);
  }
  checkPageEntries({ root, report: reportInto(byUri), enabled }, entries);
  return byUri;
}

function placeKey(uri: string, { line, character }: Position): string {
  return `${uri} ${line}:${character}`;
}

/** Where the findings of page entries start: at the entry's string, or at its text inside the quotes. */
function entryStarts(entries: readonly PageEntry[]): Set<string> {
  const starts = new Set<string>();
  for (const { node } of entries)
    starts
      .add(placeKey(node.file.uri, nodeRange(node).start))
      .add(placeKey(node.file.uri, stringContentRange(node).start));
  return starts;
}

/**
 * What the rules on one element report after its label changed (`checkElement`, `checkElementPages`): the rules of
 * those checks that read an element's own fields.
 */
const ELEMENT_RULE_CODES: ReadonlySet<string> = new Set([
  ...codesOf('config.pages', 'navigation.elements'),
  ...codesOf('config.elements', 'navigation.elements'),
]);

/**
 * Where each code's rule runs in a full check: the model's walk (and the syntax: 0), then CONFIG_RULES in order.
 * Findings at one position are listed in this order, which a list put together from kept and new findings must
 * follow too.
 */
const RULE_RANKS = new Map<string, number>(RULES.map((rule) => [rule.code, configRuleRank(rule.check)]));

/**
 * The findings of a model brought forward by an edit inside a group's label (docsjson/modelPatch.ts), from those
 * of the model before it: positions after the edit on its line move with it; what describes the group and
 * everything below it (the model's walk of the group, the rules on each of its elements) is worked out again.
 * Nothing else reads a group's label: the page entries, keys and `openapi` values inside it keep their findings.
 */
function findingsAfterLabelEdit(
  previous: ReadonlyMap<string, Finding[]>,
  built: BuiltConfig,
  root: DocsRoot,
  enabled: (code: RuleCode) => boolean,
): Map<string, Finding[]> {
  const { group, edit, findings, replaced } = built.labelEdit!;
  const uri = group.node.file.uri;
  const elements = [group];
  for (let i = 0; i < elements.length; i++) elements.push(...elements[i].children);
  const entries = entryStarts(elements.flatMap((element) => element.pages));
  const walked = new Set(replaced);
  const kept = (previous.get(uri) ?? [])
    .map((finding) => findingAfterEdit(finding, uri, edit))
    .filter((f) => {
      if (walked.has(f)) return false; // the group's walk, before
      if (!ELEMENT_RULE_CODES.has(f.code) || !isInside(f, group)) return true;
      // a page entry's, not a `root`'s
      return f.code === 'nav-missing-page' && entries.has(placeKey(uri, f.range.start));
    });
  const list = [...kept, ...findings];
  const report = (finding: Finding) => list.push(finding);
  checkElementPages({ root, report, enabled }, elements);
  for (const element of elements) checkElement(element, report);
  return withFindingsOf(previous, uri, list);
}

/** `previous` with `list`, put in the order a full check gives, as the findings of `uri`. */
function withFindingsOf(
  previous: ReadonlyMap<string, Finding[]>,
  uri: string,
  list: Finding[],
): Map<string, Finding[]> {
  const rank = (f: Finding) => RULE_RANKS.get(f.code) ?? 0;
  list.sort(
    (a, b) =>
      a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character || rank(a) - rank(b),
  );
  const byUri = new Map(previous);
  if (list.length > 0) byUri.set(uri, list);
  else byUri.delete(uri);
  return byUri;
}

/**
 * The findings of a model kept by an edit inside one string of docs.json's settings (docsjson/modelPatch.ts): the
 * positions after the edit on its line move with it, and the settings' check against the platform's schema runs
 * again for docs.json (what it says of the files the settings pull in with `$ref` is unchanged: neither they nor
 * `theme` changed). No other rule reads the settings that such an edit may touch.
 */
function findingsAfterSettingEdit(
  previous: ReadonlyMap<string, Finding[]>,
  built: BuiltConfig,
  ctx: Omit<ConfigRuleContext, 'config' | 'report'>,
): Map<string, Finding[]> {
  const { edit } = built.settingEdit!;
  const uri = built.config.configUri;
  const list = (previous.get(uri) ?? [])
    .filter((finding) => !SETTINGS_CODES.has(finding.code))
    .map((finding) => findingAfterEdit(finding, uri, edit));
  checkSettings({
    ...ctx,
    config: built.config,
    report: (finding) => {
      if (finding.uri === uri) list.push(finding);
    },
  });
  return withFindingsOf(previous, uri, list);
}
