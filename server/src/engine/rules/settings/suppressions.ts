// What a team chose not to hear about: suppression comments in pages (`{/* docs-lsp-disable-next-line CODE */}`,
// `docs-lsp-disable` ... `docs-lsp-enable`, read by mdx/suppressions.ts) and the `ignore` globs of docs-lsp.json.
// A suppression that suppresses nothing, or names no rule, is reported itself (`unused-suppression`), so that
// comments do not outlive the problems they were written for.
import { Position, Range } from 'vscode-languageserver-types';
import { Finding } from '../../findings';
import { Suppression, SuppressionCode } from '../../mdx';
import { isRuleCode, RULES } from '../../ruleCatalog';
import { closestMatch } from '../../text';

const CODES = RULES.map((rule) => rule.code);

/**
 * The findings of one page that no suppression comment of the page covers (in their order), then an
 * `unused-suppression` finding for each directive (or code of a directive) that covered none. `reportUnused`: whether
 * that rule is on. Findings of `unused-suppression` itself are never suppressed (they would hide one another).
 */
export function applySuppressions(
  uri: string,
  findings: readonly Finding[],
  suppressions: readonly Suppression[],
  reportUnused: boolean,
): Finding[] {
  const used = new Set<SuppressionCode | Suppression>();
  const regions = disabledRegions(suppressions);
  const kept: Finding[] = [];
  for (const finding of findings) {
    if (finding.code === 'unused-suppression') {
      kept.push(finding);
      continue;
    }
    const start = finding.range.start;
    let suppressed = false;
    for (const directive of suppressions) {
      const line =
        directive.kind === 'disable-next-line'
          ? directive.range.end.line + 1
          : directive.kind === 'disable-line'
            ? directive.range.start.line
            : -1;
      if (start.line === line) suppressed = covers(directive, finding.code, used) || suppressed;
    }
    for (const region of regions) {
      if (!after(start, region.from) || (region.to && !after(region.to, start))) continue;
      suppressed = covers(region.directive, finding.code, used, region) || suppressed;
    }
    if (!suppressed) kept.push(finding);
  }
  if (!reportUnused) return kept;
  for (const directive of suppressions) {
    if (directive.kind === 'enable') continue;
    const report = (range: Range, message: string) => kept.push({ uri, range, code: 'unused-suppression', message });
    const where =
      directive.kind === 'disable-next-line'
        ? 'on the next line'
        : directive.kind === 'disable-line'
          ? 'on its line'
          : 'in the lines it covers';
    if (directive.codes.length === 0) {
      if (!used.has(directive)) report(directive.range, `This suppression hides no problem ${where}: remove it.`);
      continue;
    }
    for (const written of directive.codes) {
      if (!isRuleCode(written.code)) {
        const suggestion = closestMatch(written.code, CODES);
        report(written.range, `No rule \`${written.code}\`.${suggestion ? ` Did you mean \`${suggestion}\`?` : ''}`);
      } else if (!used.has(written))
        report(
          directive.codes.length === 1 ? directive.range : written.range,
          `No \`${written.code}\` problem ${where}: this suppression of it can go.`,
        );
    }
  }
  return kept;
}

interface Region {
  readonly directive: Suppression;
  /** The codes the region still disables (an `enable CODE` may end some of them); undefined: every rule. */
  readonly codes: ReadonlySet<string> | undefined;
  /** Of every rule, those an `enable CODE` ended. */
  readonly except?: ReadonlySet<string>;
  readonly from: Position;
  readonly to?: Position;
}

/** The stretches of the page each `docs-lsp-disable` covers, to the `docs-lsp-enable` that ends it (or the end). */
function disabledRegions(suppressions: readonly Suppression[]): Region[] {
  const regions: Region[] = [];
  let open: Region[] = [];
  for (const directive of suppressions) {
    if (directive.kind === 'disable') {
      const codes = directive.codes.length > 0 ? new Set(directive.codes.map((c) => c.code)) : undefined;
      open.push({ directive, codes, from: directive.range.end });
    } else if (directive.kind === 'enable') {
      const ending = directive.codes.map((c) => c.code);
      const still: Region[] = [];
      for (const region of open) {
        const closed = ending.length === 0 || !region.codes || ending.some((code) => region.codes!.has(code));
        if (!closed) {
          still.push(region);
          continue;
        }
        regions.push({ ...region, to: directive.range.start });
        if (ending.length === 0) continue;
        const from = directive.range.end;
        if (!region.codes) {
          // `enable a` after `disable`: every other rule stays disabled from here
          still.push({
            directive: region.directive,
            codes: undefined,
            except: new Set([...(region.except ?? []), ...ending]),
            from,
          });
          continue;
        }
        // `enable a` after `disable a b`: b stays disabled from here
        const rest = [...region.codes].filter((c) => !ending.includes(c));
        if (rest.length > 0) still.push({ directive: region.directive, codes: new Set(rest), from });
      }
      open = still;
    }
  }
  for (const region of open) regions.push(region);
  return regions;
}

/** Whether the directive hides a finding of `code` (marking what of it was used). */
function covers(
  directive: Suppression,
  code: string,
  used: Set<SuppressionCode | Suppression>,
  region?: Region,
): boolean {
  if (region?.except?.has(code) || (region?.codes && !region.codes.has(code))) return false;
  if (directive.codes.length === 0) {
    used.add(directive);
    return true;
  }
  const written = directive.codes.find((c) => c.code === code);
  if (written) used.add(written);
  return written !== undefined;
}

function after(a: Position, b: Position): boolean {
  return a.line > b.line || (a.line === b.line && a.character >= b.character);
}

/**
 * Whether `ignore` (docs-lsp.json) leaves out a finding of `code` at `path` (from the docs root), or at `pointer`
 * (a JSON Pointer, `/navigation/tabs/0`) in that file: a glob of the code, or of `*`, matches `path` or
 * `path#pointer`. In globs `**` is any run of characters, `*` and `?` any run or one character but `/`.
 */
export function isIgnored(
  ignore: Readonly<Record<string, readonly string[]>>,
  code: string,
  path: string,
  pointer?: () => string | undefined,
): boolean {
  const globs = [...(ignore[code] ?? []), ...(ignore['*'] ?? [])];
  if (globs.length === 0) return false;
  let place: string | undefined;
  for (const glob of globs) {
    const written = glob.replace(/^\.?\//, '');
    if (!written.includes('#')) {
      if (globMatcher(written).test(path)) return true;
      continue;
    }
    place ??= `${path}#${pointer?.() ?? ''}`;
    if (globMatcher(written).test(place)) return true;
  }
  return false;
}

/** A glob as a regular expression (paths; `folder/**` also matches the folder's own entries at any depth). */
export function globMatcher(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      // `a/**/b` also matches `a/b`
      if (glob[i + 2] === '/') {
        source += '(?:.*/)?';
        i += 2;
      } else {
        source += '.*';
        i++;
      }
    } else if (c === '*') source += '[^/]*';
    else if (c === '?') source += '[^/]';
    else source += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}
