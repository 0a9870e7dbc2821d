// fm-syntax: frontmatter that is not YAML between plain `---` fences (a `---js` block is reported, never run);
// fm-type: metadata fields of the wrong type; fm-unknown-key: near misses of the keys the platform reads;
// fm-value: values outside a known key's type or values.
import { Finding } from '../../findings';
import { RuleCode } from '../../ruleCatalog';
import { ParsedPage } from '../../project';
import { editDistance, onFirstUse, rangeOf } from '../../text';
import { typoDistance } from '../components/vocabularyChecks';
import { FrontmatterKey, frontmatterCatalog } from '../../vocabulary';

const STRING_FIELDS = ['title', 'description', 'version', 'openapi', 'openapi-schema'];
const BOOLEAN_FIELDS = ['deprecated'];

export function frontmatterFindings(page: ParsedPage): Finding[] {
  const fm = page.frontmatter;
  if (!fm) return [];
  const at = (start: number, end: number) => rangeOf(page.doc, start, end - start);
  const findings: Finding[] = [];
  const report = (start: number, end: number, code: RuleCode, message: string) =>
    findings.push({ uri: page.uri, range: at(start, end), code, message });
  if (fm.fenceLanguage !== '') {
    report(
      0,
      3 + fm.fenceLanguage.length,
      'fm-syntax',
      `Frontmatter fenced as \`---${fm.fenceLanguage}\` is not read (and never run): write YAML between plain ` +
        `\`---\` lines.`,
    );
    return findings;
  }
  if (!fm.closed) report(0, 3, 'fm-syntax', 'The frontmatter has no closing `---` line.');
  for (const error of fm.errors)
    report(error.start, error.end, 'fm-syntax', `Frontmatter is not valid YAML: ${error.message}`);
  if (fm.errors.length > 0) return findings; // the values of a broken block are guesses
  for (const field of page.fields) {
    // `description:` with no value is YAML null: the platform reads it as absent
    if (field.valueKind === 'scalar' && (field.value === null || field.value === undefined)) continue;
    // an empty value is shown on its key
    const [start, end] =
      field.valueEnd > field.valueStart ? [field.valueStart, field.valueEnd] : [field.keyStart, field.keyEnd];
    const isString = field.valueKind === 'scalar' && typeof field.value === 'string';
    const isBoolean = field.valueKind === 'scalar' && typeof field.value === 'boolean';
    if (STRING_FIELDS.includes(field.key) && !isString)
      report(
        start,
        end,
        'fm-type',
        `\`${field.key}\` must be a string, not ` +
          `${describe(field.valueKind, field.value)}.${asWritten(page.doc.getText(), field, start, end)}`,
      );
    if (BOOLEAN_FIELDS.includes(field.key) && !isBoolean)
      report(
        start,
        end,
        'fm-type',
        `\`${field.key}\` must be true or false, not ${describe(field.valueKind, field.value)}.`,
      );
    if (STRING_FIELDS.includes(field.key) || BOOLEAN_FIELDS.includes(field.key)) continue;
    const known = frontmatterCatalog().key(field.key);
    if (known) {
      const problem = valueProblem(known, field);
      if (problem)
        findings.push({
          uri: page.uri,
          range: at(start, end),
          code: 'fm-value',
          message: problem.message,
          ...(problem.suggestion !== undefined && { data: { fix: 'replace', replacements: [problem.suggestion] } }),
        });
      continue;
    }
    const meant = nearMiss(field.key);
    if (meant && !page.fields.some((other) => other.key === meant))
      findings.push({
        uri: page.uri,
        range: at(field.keyStart, field.keyEnd),
        code: 'fm-unknown-key',
        message:
          `\`${field.key}\` is not a key the platform reads, so it is ignored: did you mean \`${meant}\`? ` +
          '(Keys of your own are passed through and never reported: this one is a near miss of a known key.)',
        data: { fix: 'replace', replacements: [meant] },
      });
  }
  return findings;
}

/** The folded form of a key: lower case, without `_` and `-` (`sidebar_title`, `Sidebar-Title`: `sidebartitle`). */
const folded = (key: string) => key.toLowerCase().replace(/[_-]/g, '');

/**
 * The key the platform reads that `key` misses narrowly: the same but for case, `_` or `-` (`sidebar_title`), or
 * within two typos of a key of eight letters or more (`sidebarTitel`, `descripton`), one of five to seven (`titel`).
 * Meta tags (`og:*`) are left out: they are many, and names of one's own are free.
 */
function nearMiss(key: string): string | undefined {
  let meant = nearMisses.get(key);
  if (meant === undefined) {
    if (nearMisses.size >= MAX_NEAR_MISSES) nearMisses.clear();
    meant = key.includes(':') ? null : (closestKey(key) ?? null);
    nearMisses.set(key, meant);
  }
  return meant ?? undefined;
}

/** The near miss of each key written on some page (a site writes the same few keys on every page). */
const nearMisses = new Map<string, string | null>();
const MAX_NEAR_MISSES = 10_000;

/** The keys a near miss may stand for, with their folded forms. */
const plainKeys = onFirstUse(() =>
  frontmatterCatalog()
    .keys.filter((k) => !k.metaTag && !k.name.includes(':'))
    .map((k) => ({ name: k.name, folded: folded(k.name), lower: k.name.toLowerCase() })),
);

function closestKey(key: string): string | undefined {
  const keys = plainKeys();
  const same = keys.find((k) => k.folded === folded(key));
  if (same) return same.name;
  let best: string | undefined;
  let bestDistance = key.length >= 8 ? 3 : key.length >= 5 ? 2 : 1;
  for (const candidate of keys) {
    // a plural of a key is a list of one's own (`tags`, `authors`), not a typo
    if (key === `${candidate.name}s` || candidate.name === `${key}s`) continue;
    // nor is a key that holds a known one with a word of its own (`versionTo`, `myTitle`)
    const lower = key.toLowerCase();
    if (lower.length >= candidate.lower.length + 2 && lower.includes(candidate.lower)) continue;
    if (Math.abs(candidate.lower.length - key.length) >= bestDistance) continue;
    const distance = typoDistance(key.toLowerCase(), candidate.lower);
    if (distance < bestDistance) {
      best = candidate.name;
      bestDistance = distance;
    }
  }
  return best;
}

function valueProblem(
  key: FrontmatterKey,
  field: ParsedPage['fields'][number],
): { message: string; suggestion?: string } | undefined {
  if (field.valueKind === 'scalar' && (field.value === null || field.value === undefined)) return undefined;
  if (field.valueKind === 'none') return undefined;
  const kinds = key.kinds;
  if (kinds.includes('any')) return undefined;
  const value = field.value;
  const scalar = field.valueKind === 'scalar';
  const fits =
    (kinds.includes('string') && scalar && typeof value === 'string') ||
    (kinds.includes('boolean') && scalar && typeof value === 'boolean') ||
    (kinds.includes('number') && scalar && typeof value === 'number') ||
    (kinds.includes('array') && field.valueKind === 'seq') ||
    (kinds.includes('object') && field.valueKind === 'map');
  if (!fits) {
    const wanted = kinds
      .map((kind) =>
        kind === 'boolean'
          ? 'true or false'
          : kind === 'array'
            ? 'a list'
            : kind === 'object'
              ? 'a mapping'
              : `a ${kind}`,
      )
      .join(' or ');
    const hint =
      kinds.includes('boolean') && scalar && typeof value === 'string' && /^(true|false)$/i.test(value.trim())
        ? ` Write it unquoted: \`${field.key}: ${value.trim().toLowerCase()}\`.`
        : '';
    return {
      message:
        `\`${field.key}\` takes ${wanted}, not ${describe(field.valueKind, value)}: the platform does not read it ` +
        `as written.${hint}`,
    };
  }
  const values = key.values?.filter((v): v is string => typeof v === 'string');
  if (!values || values.length === 0 || typeof value !== 'string' || values.includes(value)) return undefined;
  const suggestion =
    values.find((v) => v.toLowerCase() === value.trim().toLowerCase()) ??
    values.find((v) => editDistance(v, value.toLowerCase()) <= 2);
  return {
    message:
      `\`${value}\` is not a value of \`${field.key}\`, which takes ${values.map((v) => `\`${v}\``).join(', ')}.` +
      (suggestion ? ` Did you mean \`${suggestion}\`?` : ''),
    suggestion,
  };
}

/** Why a number or boolean is not the text it looks like: `title: 01.2025` is read as the number 1.2025. */
function asWritten(text: string, field: ParsedPage['fields'][number], start: number, end: number): string {
  if (field.valueKind !== 'scalar' || typeof field.value === 'string') return '';
  const written = text.slice(start, end);
  if (written === String(field.value)) return ` Quote it to keep it as text: \`${field.key}: "${written}"\`.`;
  return (
    ` YAML reads \`${written}\` as ${String(field.value)}; quote it to keep it as written: \`${field.key}: ` +
    `"${written}"\`.`
  );
}

function describe(kind: string, value: unknown): string {
  if (kind === 'map') return 'a mapping';
  if (kind === 'seq') return 'a list';
  if (value === null || value === undefined) return 'empty';
  return typeof value === 'string' ? `"${value}"` : `${typeof value} ${String(value)}`;
}
