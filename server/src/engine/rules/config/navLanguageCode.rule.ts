import { defineRule } from '../ruleDefinition';

export default defineRule({
  code: 'nav-language-code',
  severity: 'error',
  summary:
    "a language code outside the schema's enum (`en`, `ja`, `jp`, `zh`, `cn`, `zh-Hans`, `uk`, `pt`, `da`, ...; " +
    'quick fix: `ua`→`uk`, `kr`→`ko`, ...)',
  reads: ['navigation.divisions'],
  check: 'config.elements',
  producedIn: ['engine/rules/config/elements.ts'],
  fix: 'replace',
  examples: [],
});
