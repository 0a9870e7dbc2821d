export { locate } from './cursor';
export {
  braceRange,
  items,
  jsonStringContent,
  keptProperty,
  keptPropertyNode,
  nodeRange,
  parseJsonFile,
  properties,
  property,
  stringContentRange,
  stringValue,
  unparsedJsonFile,
} from './json';
export type { JsonFile, JsonNode } from './json';
export { LEGACY_CONFIG_FILE, buildMintConfig, droppedLegacyAnchors, isLegacyConfig } from './mintConfig';
export {
  buildDocsConfig,
  describeElement,
  followRefs,
  redirectEntries,
  refinementFinding,
  settingValue,
  specSourceJudgement,
} from './model';
export type { DocsConfig, FollowedRef, NavElement, PageEntry } from './model';
export { findingAfterEdit, isInside, isSettingEdit, modelAfterLabelEdit, modelAfterPageEdit } from './modelPatch';
export type { GroupLabelEdit, PageEntryEdit, SettingEdit } from './modelPatch';
export { openApiSources, openApiValues, ownOpenApiValue, siteWideOpenApiValue } from './openapiSources';
export { SchemaReader, allowedValues } from './platformSchema';
export type { JsonSchema } from './platformSchema';
export {
  COLLECTION_KINDS,
  FIELD_DOCS,
  LANGUAGE_CODE_ALIASES,
  NAVIGATION_DOC,
  elementSpec,
  languageCodes,
} from './schema';
export type { ElementKind, FieldType } from './schema';
export { SchemaValidator } from './schemaValidation';
export type { SchemaProblem } from './schemaValidation';
export {
  legacySettingsValidator,
  localSettingsValidator,
  ownSettingsValidator,
  settingsPartValidator,
  settingsValidator,
  themes as settingsThemes,
} from './settingsSchema';
export {
  STRING_CHECKS,
  VALIDATOR_SNAPSHOT,
  isStrictSchema,
  isStringCheck,
  navigationStringRefinements,
} from './validatorChecks';
export type { NavigationRefinement, Refinement, ValidatorSnapshot } from './validatorChecks';
export { changedSpan } from './stringEdit';
export { upgradeMintConfig } from './upgrade';
