// The checks of the platform's validator that its published JSON Schema cannot say (config-schema): each refinement
// of the snapshot (docsjson/validatorChecks.ts) applied at its paths of docs.json's settings. The platform's build
// refuses a docs.json that fails one, so each is an error at the value, in the validator's words and ours.
import { JsonNode, keptProperty, stringValue } from '../../docsjson';
import { Refinement, STRING_CHECKS, VALIDATOR_SNAPSHOT, isStringCheck, settingsThemes } from '../../docsjson';
import { Finding } from '../../findings';
import { rangeOf } from '../../text';

/** What each reason of each check means, in docs-lsp's words (the validator's own follow them). */
const MEANINGS: Readonly<Record<string, string>> = {
  'secureUrl.url': 'must be an absolute URL',
  'secureUrl.secure': 'must be an `https:` URL, and not to an `.svg`, `.exe` or `.zip` file',
  'secureHref.secure':
    'must be a path from the root (`/...`), an `#anchor`, a `mailto:` link or an `https:` URL (not `http:`, not ' +
    '`//host`, not to an `.svg`, `.exe` or `.zip` file)',
  'url.url': 'must be an absolute URL',
  'href.href': 'must be a path from the root (`/...`), an `#anchor`, a `mailto:` link or an absolute URL',
  'iconName.prefix': "an icon is named without Font Awesome's `fa-` prefix",
  'noHttpsPrefix.prefix': 'must be a domain, without `https://`',
  'httpsUrl.url': 'must be an absolute URL',
  'httpsUrl.https': 'must be an `https://` URL',
  'httpsUrlNoQuery.url': 'must be an absolute URL',
  'httpsUrlNoQuery.https': 'must be an `https://` URL',
  'httpsUrlNoQuery.query': 'must not hold a query (`?`) or a fragment (`#`)',
  'source.blank': 'must not be blank (the platform trims the spaces around it)',
  'source.url': 'must be a URL the platform can parse',
  'source.protocol': 'a URL here must be `https:` or `http:`',
  'localOrHttps.blank': 'must not be blank (the platform trims the spaces around it)',
  'localOrHttps.protocol': 'must be a file path or an `https:` URL',
  'nonBlank.blank': 'must not be blank (the platform trims the spaces around it)',
  'seoPath.path':
    'must be a folder path relative to the docs root, like `guides/v2`: no leading or trailing slash, no empty, ' +
    '`.` or `..` part, no spaces, `\\`, `?` or `#`',
};

/** A node at a place of docs.json and the words for where it is (`navbar.links[0].href`). */
interface Located {
  readonly node: JsonNode;
  readonly where: string;
}

/** The nodes at a refinement's path (`[]`: each item of an array, `*`: each value of an object). */
function nodesAt(top: JsonNode, path: string): Located[] {
  let current: Located[] = [{ node: top, where: '' }];
  for (const step of path.split('/').slice(1)) {
    const next: Located[] = [];
    for (const { node, where } of current) {
      const children = node.node.children ?? [];
      if (step === '[]' && node.node.type === 'array')
        children.forEach((child, i) => next.push({ node: { file: node.file, node: child }, where: `${where}[${i}]` }));
      else if (step === '*' && node.node.type === 'object')
        for (const child of children) {
          const [key, value] = child.children ?? [];
          if (key && value) next.push({ node: { file: node.file, node: value }, where: `${where}.${key.value}` });
        }
      else if (step !== '[]' && step !== '*' && node.node.type === 'object') {
        const key = step.replace(/~1/g, '/').replace(/~0/g, '~');
        const value = keptProperty(node, key)?.valueNode;
        if (value) next.push({ node: value, where: `${where}.${key}` });
      }
    }
    current = next;
  }
  return current;
}

const shown = (where: string) => `\`${where.replace(/^\./, '')}\``;

function refused(meaning: string, validatorMessage: string): string {
  return `${meaning}. The platform refuses the docs.json ("${validatorMessage}").`;
}

/**
 * The findings of the validator's refinements in docs.json's settings (`top`), for the site's theme. `judged`: whether
 * a problem of the JSON Schema already stands in a node (one finding per fault).
 */
export function refinementFindings(
  top: JsonNode,
  theme: unknown,
  judged: (node: JsonNode) => boolean,
  inside: (node: JsonNode) => boolean,
): Finding[] {
  const themes = settingsThemes();
  const effective = themes.includes(String(theme)) ? String(theme) : themes[0];
  const findings: Finding[] = [];
  const at = (node: JsonNode, message: string, replacements?: readonly string[]): Finding => ({
    uri: node.file.uri,
    range: rangeOf(node.file.doc, node.node.offset, node.node.length),
    code: 'config-schema',
    message,
    data: replacements ? { fix: 'replace', replacements } : undefined,
  });
  for (const refinement of VALIDATOR_SNAPSHOT.refinements) {
    if (refinement.coveredBy || (refinement.themes && !refinement.themes.includes(effective))) continue;
    for (const { node, where } of nodesAt(top, refinement.path)) {
      if (!inside(node) || judged(node)) continue;
      findings.push(...check(refinement, node, where, at));
    }
  }
  return findings;
}

function check(
  refinement: Refinement,
  node: JsonNode,
  where: string,
  at: (node: JsonNode, message: string, replacements?: readonly string[]) => Finding,
): Finding[] {
  const { check: kind, messages } = refinement;
  if (isStringCheck(kind)) {
    const value = stringValue(node);
    const reason = value === undefined ? undefined : STRING_CHECKS[kind](value);
    if (value === undefined || reason === undefined) return [];
    const meaning = MEANINGS[`${kind}.${reason}`] ?? 'is not accepted';
    const fixed =
      kind === 'iconName' ? value.slice(3) : kind === 'noHttpsPrefix' ? value.slice('https://'.length) : undefined;
    return [
      at(
        node,
        `${shown(where)}: ${refused(meaning, messages[reason] ?? reason)}`,
        fixed ? [JSON.stringify(fixed)] : undefined,
      ),
    ];
  }
  if (kind === 'unique' && node.node.type === 'array') {
    const seen = new Set<string>();
    const found: Finding[] = [];
    (node.node.children ?? []).forEach((child, i) => {
      const item: JsonNode = { file: node.file, node: child };
      const keyed = refinement.key ? keptProperty(item, refinement.key)?.valueNode : item;
      const value = keyed && stringValue(keyed);
      if (!keyed || value === undefined) return;
      if (seen.has(value)) {
        const named = refinement.key ? `\`${refinement.key}\` ${JSON.stringify(value)}` : JSON.stringify(value);
        const words = (messages.duplicate ?? 'duplicate').replace('{value}', value);
        found.push(
          at(
            keyed,
            `${shown(`${where}[${i}]`)}: ${named} is already listed. The platform refuses the docs.json ("${words}").`,
          ),
        );
      }
      seen.add(value);
    });
    return found;
  }
  if (kind === 'requires' && refinement.requires && node.node.type === 'object') {
    const [given, needed] = refinement.requires;
    const key = keptProperty(node, given);
    if (!key || keptProperty(node, needed)) return [];
    return [
      at(
        key.keyNode,
        `${shown(where)} has \`${given}\` but no \`${needed}\`: the platform needs both together. The platform ` +
          `refuses the docs.json ("${messages.missing ?? 'Invalid input'}").`,
      ),
    ];
  }
  return [];
}
