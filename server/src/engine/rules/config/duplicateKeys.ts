// Duplicate keys in docs.json and the files it pulls in: JSON.parse, and the platform with it, keeps the last one and
// silently drops the others (a `pages` written twice loses the first list). Each dropped key is reported.
import * as jsonc from 'jsonc-parser';
import { rangeOf } from '../../text';
import { ConfigRule } from './ruleContext';

export const checkDuplicateKeys: ConfigRule = ({ config, report, enabled }) => {
  if (!enabled('json-duplicate-key')) return;
  for (const file of config.files) {
    const stack = file.root ? [file.root] : [];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (node.type === 'object') {
        const last = new Map<string, jsonc.Node>();
        for (const prop of node.children ?? []) {
          const key = prop.children?.[0];
          if (key?.type === 'string') last.set(key.value as string, key);
        }
        for (const prop of node.children ?? []) {
          const key = prop.children?.[0];
          if (key?.type !== 'string' || last.get(key.value as string) === key) continue;
          report({
            uri: file.uri,
            range: rangeOf(file.doc, key.offset, key.length),
            code: 'json-duplicate-key',
            message:
              `"${key.value as string}" is set again later in this object: ` +
              'the platform keeps only the last one and ignores this one.',
          });
        }
      }
      for (const child of node.children ?? []) stack.push(child);
    }
  }
};
