// mint.json, the platform's legacy configuration: where it configures a site (no docs.json beside it) its authors
// are told that docs.json replaced it and offered the upgrade; where a docs.json stands beside it, the platform reads
// only docs.json, so mint.json is marked as ignored. An anchor the upgrade would drop is named where it stands.
import { DiagnosticTag } from 'vscode-languageserver-types';
import { braceRange, droppedLegacyAnchors, nodeRange, property, stringValue } from '../../docsjson';
import { isLegacyConfig, LEGACY_CONFIG_FILE } from '../../docsjson';
import { joinUri } from '../../workspace';
import { ConfigRule } from './ruleContext';

export const checkLegacyConfig: ConfigRule = ({ root, config, report, enabled }) => {
  if (isLegacyConfig(config.configUri)) {
    if (!config.top) return;
    if (enabled('legacy-anchor-dropped'))
      for (const anchor of droppedLegacyAnchors(config.top)) {
        const url = property(anchor, 'url')?.valueNode;
        const name = stringValue(property(anchor, 'name')?.valueNode);
        const prefix = stringValue(url);
        report({
          uri: anchor.file.uri,
          range: url ? nodeRange(url) : braceRange(anchor),
          code: 'legacy-anchor-dropped',
          message:
            `${name === undefined ? 'This anchor' : `The anchor "${name}"`} is dropped when the platform upgrades ` +
            `mint.json to docs.json: ${prefix === undefined ? 'it has no `url`' : `its \`url\` prefix "${prefix}"`} ` +
            'matches no page of the navigation left to it (a page under a longer anchor prefix, or taken by an ' +
            'earlier anchor, is not its; nor one of another version), and it has no `openapi` of its own. Point ' +
            '`url` at the folder of its pages, or remove the anchor.',
        });
      }
    report({
      uri: config.configUri,
      range: braceRange(config.top),
      code: 'legacy-config',
      message:
        'mint.json is the legacy configuration format: docs.json replaced it. Upgrade to docs.json (the quick fix, ' +
        'or `docs-lsp migrate`) writes the equivalent docs.json and keeps mint.json.',
      data: { fix: 'upgradeToDocsJson' },
    });
  } else if (root.files.has(LEGACY_CONFIG_FILE)) {
    report({
      uri: joinUri(root.uri, LEGACY_CONFIG_FILE),
      range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } },
      code: 'legacy-config-ignored',
      message:
        'mint.json is ignored: the docs.json beside it configures this site (the platform reads only docs.json).',
      tags: [DiagnosticTag.Unnecessary],
    });
  }
};
