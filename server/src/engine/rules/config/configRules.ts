import { ConfigRule } from './ruleContext';
import { checkDuplicateKeys } from './duplicateKeys';
import { checkElements } from './elements';
import { checkLegacyConfig } from './legacyConfig';
import { checkOpenApiValues } from './openapiValue';
import { checkPages } from './pages';
import { checkSettings } from './configSchema';

/** Rules over a docs.json navigation model; structural rules run while the model is built (docsjson/model.ts). */
export const CONFIG_RULES: readonly ConfigRule[] = [
  checkPages,
  checkElements,
  checkOpenApiValues,
  checkSettings,
  checkDuplicateKeys,
  checkLegacyConfig,
];
