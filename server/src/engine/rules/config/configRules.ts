import { RuleCheck } from '../../ruleCatalog';
import { ConfigRule } from './ruleContext';
import { checkDuplicateKeys } from './duplicateKeys';
import { checkElements } from './elements';
import { checkLegacyConfig } from './legacyConfig';
import { checkOpenApiValues } from './openapiValue';
import { checkPages } from './pages';
import { checkSettings } from './configSchema';

/**
 * The checks over a docs.json model, each named as its rules' modules name it (`check`), in the order they run;
 * structural rules run while the model is built (docsjson/model.ts). Findings at one position keep this order.
 */
export const CONFIG_RULES: readonly (readonly [RuleCheck, ConfigRule])[] = [
  ['config.pages', checkPages],
  ['config.elements', checkElements],
  ['config.openapi', checkOpenApiValues],
  ['config.settings', checkSettings],
  ['config.duplicateKeys', checkDuplicateKeys],
  ['config.legacy', checkLegacyConfig],
];

/** Where a code's findings stand among the findings at one position: 0 for the model's, then the checks' order. */
export function configRuleRank(check: RuleCheck | undefined): number {
  return CONFIG_RULES.findIndex(([name]) => name === check) + 1;
}
