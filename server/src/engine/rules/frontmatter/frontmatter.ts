// fm-syntax: frontmatter that is not YAML between plain `---` fences (a `---js` block is reported, never run);
// fm-type: metadata fields of the wrong type.
import { Finding } from '../../findings';
import { RuleCode } from '../../ruleCatalog';
import { ParsedPage } from '../../project';
import { rangeOf } from '../../text';

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
  }
  return findings;
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
