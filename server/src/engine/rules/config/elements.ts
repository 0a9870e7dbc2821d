// Rules on single elements: a no-op `expanded`, an `href` beside children, language codes, duplicate entries, icons.
import { describeElement, NavElement } from '../../docsjson';
import { nodeRange, property, stringContentRange } from '../../docsjson';
import { LANGUAGE_CODE_ALIASES, languageCodes } from '../../docsjson';
import { ConfigRule } from './ruleContext';
import { checkNavigationIcons } from './navigationIcons';

export const checkElements: ConfigRule = ({ config, report }) => {
  for (const element of config.elements) checkElement(element, report);
  checkDuplicateEntries(config.elements, report);
  checkNavigationIcons(config, report);
};

/** The rules on one element alone (everything but duplicate entries among siblings). */
export function checkElement(element: NavElement, report: Parameters<ConfigRule>[0]['report']): void {
  // a group directly in a `groups` array is top-level in its sidebar; one in a `pages` array is nested
  const expanded =
    element.kind === 'group' && element.within === 'groups' ? property(element.node, 'expanded') : undefined;
  if (expanded) {
    report({
      uri: expanded.keyNode.file.uri,
      range: nodeRange(expanded.keyNode),
      code: 'nav-expanded-top-level',
      message: `\`expanded\` has no effect on ${describeElement(element)}: top-level groups are always expanded.`,
      data: { fix: 'removeProperty' },
    });
  }
  const href = property(element.node, 'href');
  if (href && element.kind !== 'globalLink' && (element.children.length > 0 || element.pages.length > 0)) {
    report({
      uri: href.keyNode.file.uri,
      range: nodeRange(href.keyNode),
      code: 'nav-href-with-children',
      message:
        `${describeElement(element)} has an \`href\` and also ${element.collectionKey ?? 'children'}: ` +
        `the link replaces them.`,
    });
  }
  if (element.kind === 'language') checkLanguageCode(element, report);
}

function checkLanguageCode(element: NavElement, report: Parameters<ConfigRule>[0]['report']): void {
  const node = property(element.node, 'language')?.valueNode;
  const code = element.label;
  if (!node || code === undefined || code.trim() === '' || languageCodes().includes(code)) return;
  const fix = suggestLanguageCode(code);
  report({
    uri: node.file.uri,
    range: stringContentRange(node),
    code: 'nav-language-code',
    message:
      `"${code}" is not a supported language code.${fix ? ` Did you mean "${fix}"?` : ''} ` +
      `Supported: ${languageCodes().join(', ')}.`,
    data: fix ? { fix: 'replace', replacements: [fix] } : undefined,
  });
}

export function suggestLanguageCode(code: string): string | undefined {
  const lower = code.toLowerCase();
  return (
    languageCodes().find((c) => c.toLowerCase() === lower) ??
    LANGUAGE_CODE_ALIASES[lower] ??
    LANGUAGE_CODE_ALIASES[lower.split(/[-_]/)[0]]
  );
}

/** Two languages with one code, or two versions with one name, among siblings. */
function checkDuplicateEntries(elements: readonly NavElement[], report: Parameters<ConfigRule>[0]['report']): void {
  const seen = new Map<NavElement | undefined, Set<string>>();
  for (const element of elements) {
    if ((element.kind !== 'language' && element.kind !== 'version') || element.label === undefined) continue;
    const key = `${element.kind}:${element.label}`;
    let siblings = seen.get(element.parent);
    if (!siblings) seen.set(element.parent, (siblings = new Set()));
    if (siblings.has(key)) {
      const node = property(element.node, element.kind)!.valueNode!;
      report({
        uri: node.file.uri,
        range: nodeRange(node),
        code: 'nav-duplicate-entry',
        message: `Another ${element.kind} "${element.label}" stands beside this one.`,
      });
    } else siblings.add(key);
  }
}
