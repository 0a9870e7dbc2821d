export { CONFIG_RULES, configRuleRank } from './config/configRules';
export { SETTINGS_CODES, checkSettings } from './config/configSchema';
export { checkElement } from './config/elements';
export { PAGE_ENTRY_CODES, checkElementPages, checkPageEntries, entriesOfEditedPaths } from './config/pages';
export type { ConfigRuleContext } from './config/ruleContext';
export { isSnippet, reachablePageFiles, unreachablePageFinding } from './config/unreachable';
export { checkDeadPaths } from './links/deadPaths';
export {
  externalLinkFindings,
  externalLinkRequests,
  fileExternalLinks,
  redactedUrl,
  siteExternalLinks,
} from './links/externalLinkRules';
export type { ExternalLinkUse } from './links/externalLinkRules';
export { pageAnchors } from './links/pageAnchors';
export { pageBodyFindings } from './links/pageBodyRules';
export { isLiteralRedirectSource, siteRoutes } from './links/siteRoutes';
export type { SiteRoutes } from './links/siteRoutes';
export { importerReadSnippetLinks, linkKey, linkReadings, linksNaming, snippetImports } from './links/snippetReadings';
export type { LinkReading, SnippetLink } from './links/snippetReadings';
export { OpenApiFindings } from './openapi/openapiFindings';
export { checkRedirects, REDIRECT_CODES } from './redirects/redirectRules';
export { applySuppressions, globMatcher, isIgnored } from './settings/suppressions';
export { iconLibraryOf } from './components/vocabularyChecks';
