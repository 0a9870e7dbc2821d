// docs-lsp.json read as the settings it holds, and what is wrong in it as findings at the key or value
// (`settings-invalid`): JSON that does not parse, an unknown rule code (with "did you mean"), a severity outside
// error/warning/info/hint/off, a value of the wrong type, a key docs-lsp does not read there. A value in error is
// left out; every other value applies.
import { Finding } from '../findings';
import { JsonFile, JsonNode, nodeRange, properties } from '../docsjson';
import { isRuleCode, RULES } from '../ruleCatalog';
import { isInsideRootPath, isRuleSetting, PartialSettings, RuleSetting } from '../settings';
import { closestMatch } from '../text';

export interface SettingsFileReading {
  readonly settings: PartialSettings | undefined;
  readonly findings: readonly Finding[];
}

const CODES = RULES.map((rule) => rule.code);
const SEVERITIES = 'error, warning, info, hint or off';

export function readSettingsFile(file: JsonFile): SettingsFileReading {
  const findings: Finding[] = [];
  const problem = (node: JsonNode, message: string) =>
    findings.push({ uri: file.uri, range: nodeRange(node), code: 'settings-invalid', message });
  if (!file.root || file.errors.length > 0) {
    const at = file.errors[0]?.offset ?? file.problem?.offset ?? 0;
    const range = { start: file.doc.positionAt(at), end: file.doc.positionAt(at + (file.errors[0]?.length ?? 0)) };
    const message = file.problem?.message ?? 'docs-lsp.json is not valid JSON: its settings are ignored until it is.';
    return { settings: undefined, findings: [{ uri: file.uri, range, code: 'settings-invalid', message }] };
  }
  const top: JsonNode = { file, node: file.root };
  if (file.root.type !== 'object') {
    problem(top, 'docs-lsp.json holds an object of settings (`{ "rules": { ... } }`).');
    return { settings: undefined, findings };
  }
  const settings: PartialSettings = {};
  for (const { key, keyNode, valueNode } of properties(top)) {
    if (!valueNode) continue;
    switch (key) {
      case '$schema':
        break;
      case 'rules':
        settings.rules = readRules(valueNode, problem);
        break;
      case 'diagnostics': {
        const scope = objectOf(valueNode, problem, ['scope']).get('scope');
        if (scope && (scope.node.value === 'workspace' || scope.node.value === 'openFiles'))
          settings.diagnostics = { scope: scope.node.value };
        else if (scope) problem(scope, '`diagnostics.scope` is `openFiles` or `workspace`.');
        break;
      }
      case 'openapi': {
        const allowRemote = objectOf(valueNode, problem, ['allowRemote']).get('allowRemote');
        // network access is the user's decision: a file of the repository may turn it off, never on
        if (allowRemote?.node.value === false) settings.openapi = { allowRemote: false };
        else if (allowRemote?.node.value === true)
          problem(
            allowRemote,
            'A repository file cannot turn on downloads (`openapi.allowRemote: true` is not read): set ' +
              '`docsLsp.openapi.allowRemote` in your user settings, or pass `--allow-remote` to `docs-lsp check`.',
          );
        else if (allowRemote) problem(allowRemote, '`openapi.allowRemote` is `true` or `false`.');
        break;
      }
      case 'ignore':
        settings.ignore = readIgnore(valueNode, problem);
        break;
      case 'externalLinks':
        settings.externalLinks = readExternalLinks(valueNode, problem);
        break;
      case 'baseline':
        if (typeof valueNode.node.value === 'string' && isInsideRootPath(valueNode.node.value))
          settings.baseline = valueNode.node.value;
        else
          problem(
            valueNode,
            '`baseline` is the path of the baseline file from the docs root (`.docs-lsp-baseline.json`), inside it.',
          );
        break;
      case 'limits':
        problem(
          keyNode,
          "`limits` are read from the editor's settings or the command line only, not from docs-lsp.json: " +
            'a repository cannot raise them.',
        );
        break;
      default:
        problem(
          keyNode,
          unknownKey(key, ['rules', 'diagnostics', 'openapi', 'ignore', 'baseline', 'externalLinks', '$schema']),
        );
    }
  }
  return { settings, findings };
}

type Problem = (node: JsonNode, message: string) => void;

function readRules(node: JsonNode, problem: Problem): Record<string, RuleSetting> {
  const rules: Record<string, RuleSetting> = {};
  if (node.node.type !== 'object') {
    problem(node, '`rules` is an object of rule codes and severities (`{ "link-missing-anchor": "off" }`).');
    return rules;
  }
  for (const { key, keyNode, valueNode } of properties(node)) {
    if (!isRuleCode(key)) {
      const suggestion = closestMatch(key, CODES);
      problem(keyNode, `No rule \`${key}\`.${suggestion ? ` Did you mean \`${suggestion}\`?` : ''}`);
    } else if (!valueNode || !isRuleSetting(valueNode.node.value))
      problem(valueNode ?? keyNode, `A rule's severity is ${SEVERITIES}.`);
    else rules[key] = valueNode.node.value;
  }
  return rules;
}

/** `ignore`: per rule code (or `*`), the globs of paths whose findings of that rule are not reported. */
function readIgnore(node: JsonNode, problem: Problem): Record<string, string[]> {
  const ignore: Record<string, string[]> = {};
  if (node.node.type !== 'object') {
    problem(node, '`ignore` is an object of rule codes and lists of paths (`{ "link-missing-page": ["legacy/**"] }`).');
    return ignore;
  }
  for (const { key, keyNode, valueNode } of properties(node)) {
    if (key !== '*' && !isRuleCode(key)) {
      const suggestion = closestMatch(key, CODES);
      problem(keyNode, `No rule \`${key}\`.${suggestion ? ` Did you mean \`${suggestion}\`?` : ''}`);
      continue;
    }
    if (!valueNode || valueNode.node.type !== 'array') {
      problem(valueNode ?? keyNode, 'A list of paths from the docs root (`["legacy/**", "docs.json#/redirects/**"]`).');
      continue;
    }
    const globs: string[] = [];
    for (const child of valueNode.node.children ?? []) {
      const item = { file: node.file, node: child };
      if (typeof child.value !== 'string' || child.value === '')
        problem(item, 'A path (a glob) is a non-empty string.');
      else if (child.value.split('#')[0].split('/').includes('..'))
        problem(item, 'Paths are read from the docs root: `..` reaches no file of the site.');
      else globs.push(child.value);
    }
    ignore[key] = globs;
  }
  return ignore;
}

/** `externalLinks`: URL patterns never requested (`exclude`), and `check: false` (a repository never turns it on). */
function readExternalLinks(node: JsonNode, problem: Problem): NonNullable<PartialSettings['externalLinks']> {
  const fields = objectOf(node, problem, ['check', 'exclude']);
  const result: { check?: boolean; exclude?: string[] } = {};
  const check = fields.get('check');
  if (check?.node.value === false) result.check = false;
  else if (check?.node.value === true)
    problem(
      check,
      'A repository file cannot turn on requests to external links (`externalLinks.check: true` is not read): set ' +
        '`docsLsp.externalLinks.check` in your user settings, or pass `--external` to `docs-lsp check`.',
    );
  else if (check) problem(check, '`externalLinks.check` is `true` or `false`.');
  const exclude = fields.get('exclude');
  if (exclude && exclude.node.type !== 'array')
    problem(exclude, 'A list of URL patterns (`["https://github.com/acme/private-*", "*.internal.acme.com"]`).');
  else if (exclude) {
    result.exclude = [];
    for (const child of exclude.node.children ?? []) {
      if (typeof child.value === 'string' && child.value.trim() !== '') result.exclude.push(child.value);
      else problem({ file: node.file, node: child }, 'A URL pattern is a non-empty string.');
    }
  }
  return result;
}

/** The properties of an object setting that are among `known`; the others, and a value that is no object, reported. */
function objectOf(node: JsonNode, problem: Problem, known: readonly string[]): Map<string, JsonNode> {
  const result = new Map<string, JsonNode>();
  if (node.node.type !== 'object') {
    problem(node, `An object is expected here (with ${known.map((k) => `\`${k}\``).join(', ')}).`);
    return result;
  }
  for (const { key, keyNode, valueNode } of properties(node)) {
    if (known.includes(key) && valueNode) result.set(key, valueNode);
    else if (!known.includes(key)) problem(keyNode, unknownKey(key, known));
  }
  return result;
}

function unknownKey(key: string, known: readonly string[]): string {
  const suggestion = closestMatch(key, known);
  return `docs-lsp does not read \`${key}\` here.${suggestion ? ` Did you mean \`${suggestion}\`?` : ''}`;
}
