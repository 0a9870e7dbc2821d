// Site-level settings the seed defines values for: `styling.eyebrows` (rule 6) and `interaction.drilldown` (rule 7).
import { JsonNode, jsonTypeName, nodeRange, property } from '../../docsjson/json';
import { ConfigRule } from './ruleContext';

const EYEBROWS = ['breadcrumbs', 'section'];

export const checkConfigValues: ConfigRule = ({ config, report }) => {
  const top = config.top;
  if (!top) return;
  const at = (section: string, key: string): JsonNode | undefined => {
    const parent = property(top, section)?.valueNode;
    return parent?.node.type === 'object' ? property(parent, key)?.valueNode : undefined;
  };
  const eyebrows = at('styling', 'eyebrows');
  if (eyebrows && !(eyebrows.node.type === 'string' && EYEBROWS.includes(eyebrows.node.value as string))) {
    report({
      uri: eyebrows.file.uri,
      range: nodeRange(eyebrows),
      code: 'config-value',
      message: `\`styling.eyebrows\` must be "breadcrumbs" or "section", not ${eyebrows.node.type === 'string' ? `"${eyebrows.node.value}"` : jsonTypeName(eyebrows.node)}.`,
      data: { fix: 'replace', replacements: EYEBROWS.map((v) => JSON.stringify(v)) },
    });
  }
  const drilldown = at('interaction', 'drilldown');
  if (drilldown && drilldown.node.type !== 'boolean') {
    report({
      uri: drilldown.file.uri,
      range: nodeRange(drilldown),
      code: 'config-value',
      message: `\`interaction.drilldown\` must be true or false, not ${jsonTypeName(drilldown.node)}.`,
    });
  }
};
