// Completion of spec references: in frontmatter `openapi:` (spec files, then `METHOD /path` with the summary as
// detail, deprecated tagged, hidden last) and `openapi-schema:`; in docs.json `pages`, the endpoints of the spec
// inherited at the cursor and `<spec> METHOD /path` of every spec of the docs root.
import {
  CompletionItem,
  CompletionItemKind,
  CompletionItemTag,
  CompletionList,
  Position,
  Range,
  TextEdit,
} from 'vscode-languageserver-types';
import { stringContentRange, jsonStringContent } from '../docsjson';
import { locate } from '../docsjson';
import { Project } from '../project';
import { inheritedSpecs, specUri } from '../siteSpecs';
import { isRemoteSpec } from '../openapiDocument';
import { ReferenceResolver } from '../siteSpecs';
import { OperationInfo, SpecIndex } from '../openapiDocument';
import { resolveSpecPath } from '../project';
import { isLargeSite, matchingTyped } from './completion';
import { configDocument } from './documents';

const FIELD_LINE = /^(openapi|openapi-schema)[ \t]*:[ \t]*(["']?)/;

interface SpecChoice {
  readonly written: string;
  readonly index: SpecIndex;
}

/** Completion inside a frontmatter `openapi:` or `openapi-schema:` value; undefined elsewhere. */
export function completeFrontmatterReference(
  project: Project,
  uri: string,
  position: Position,
): CompletionList | undefined {
  const root = project.index.rootOf(uri);
  const page = root && project.frontmatter.get(uri);
  const fm = page?.frontmatter;
  if (!root || !page || !fm || fm.fenceLanguage !== '') return undefined;
  const lineStart = page.doc.offsetAt({ line: position.line, character: 0 });
  if (lineStart < fm.contentOffset || lineStart > fm.contentOffset + fm.content.length) return undefined;
  const line = page.doc
    .getText({ start: { line: position.line, character: 0 }, end: { line: position.line + 1, character: 0 } })
    .replace(/\r?\n$/, '');
  const match = FIELD_LINE.exec(line);
  if (!match || position.character < match[0].length) return undefined;
  const quote = match[2];
  const valueStart = match[0].length;
  const closing = quote ? line.indexOf(quote, valueStart) : -1;
  const valueEnd = closing >= 0 ? closing : withoutYamlComment(line).trimEnd().length;
  const typed = line.slice(valueStart, position.character);
  const resolver = new ReferenceResolver(project, root, project.config(root)?.config);
  const specs: SpecChoice[] = resolver.rootSpecFiles().flatMap((spec) => {
    const index = resolver.spec(spec, false).state.lookup?.index;
    return index ? [{ written: resolver.writtenPath(spec), index }] : [];
  });
  const range = (fromColumn: number): Range => ({
    start: { line: position.line, character: fromColumn },
    end: { line: position.line, character: Math.max(valueEnd, position.character) },
  });
  const firstToken = /^\S+\s+/.exec(typed);
  const named = firstToken && resolveSpecPath(project.workspace, root, firstToken[0].trim(), uri);
  const namedIndex = named ? resolver.spec(named, false).state.lookup?.index : undefined;
  const schema = match[1] === 'openapi-schema';
  if (namedIndex) {
    const edit = range(valueStart + firstToken![0].length);
    return list(
      schema
        ? schemaItems([{ written: '', index: namedIndex }], edit)
        : [
            ...endpointItems([{ written: '', index: namedIndex }], edit, false),
            ...webhookItems([{ written: '', index: namedIndex }], edit),
          ],
    );
  }
  const edit = range(valueStart);
  const files = specs.map((s): CompletionItem => ({
    label: s.written,
    kind: CompletionItemKind.File,
    detail: s.index.title,
    sortText: `0${s.written}`,
    textEdit: TextEdit.replace(edit, `${s.written} `),
    command: { title: 'more', command: 'editor.action.triggerSuggest' },
  }));
  const items = schema
    ? schemaItems(specs, edit)
    : [...endpointItems(specs, edit, specs.length > 1), ...webhookItems(specs, edit)];
  return list([...files, ...items]);
}

/** Completion of endpoint entries in a docs.json `pages` string; undefined when the cursor is not in one. */
export function completeNavigationEndpoints(
  project: Project,
  uri: string,
  position: Position,
): CompletionList | undefined {
  const context = configDocument(project, uri);
  if (!context) return undefined;
  const config = context.built.config;
  const offset = context.doc.offsetAt(position);
  const where = locate(config, uri, offset);
  if (!where.page && !(where.json.path.at(-2) === 'pages' && !where.json.isAtPropertyKey)) return undefined;
  const stringNode = where.page?.node;
  const edit = stringNode ? stringContentRange(stringNode) : undefined;
  const resolver = new ReferenceResolver(project, context.root, config);
  const indexOf = (spec: string | undefined) => spec && resolver.spec(spec, isRemoteSpec(spec)).state.lookup?.index;
  const inherited = inheritedSpecs(config, where.page?.parent ?? where.element).flatMap((s) => {
    const index = indexOf(specUri(project, context.root, s.source));
    return index ? [{ written: '', index }] : [];
  });
  const all = resolver.rootSpecFiles().flatMap((spec) => {
    const index = indexOf(spec);
    return index ? [{ written: resolver.writtenPath(spec), index }] : [];
  });
  // inside a JSON string: escaped; elsewhere: a whole string
  const quoted = (items: CompletionItem[]) =>
    edit
      ? items.map((i) =>
          i.textEdit ? { ...i, textEdit: { ...i.textEdit, newText: jsonStringContent(i.textEdit.newText) } } : i,
        )
      : items.map((i) => ({ ...i, insertText: JSON.stringify(i.insertText) }));
  const items = quoted([
    ...endpointItems(inherited, edit, false),
    ...endpointItems(all, edit, true).map((i) => ({ ...i, sortText: `2${i.sortText}` })),
  ]);
  // on a big site the page paths are cut to what is typed; so are the endpoints, or thousands of them swamp the list
  if (!isLargeSite(context.root)) return list(items);
  const typed = stringNode ? context.doc.getText().slice(stringNode.node.offset + 1, offset) : '';
  return { isIncomplete: true, items: matchingTyped(items, typed) };
}

function list(items: CompletionItem[]): CompletionList {
  return { isIncomplete: false, items };
}

function item(label: string, text: string, edit: Range | undefined, extra: Partial<CompletionItem>): CompletionItem {
  return {
    label,
    filterText: text,
    ...(edit ? { textEdit: TextEdit.replace(edit, text) } : { insertText: text }),
    ...extra,
  };
}

/** `METHOD /path` items; with the spec's path in front when `prefixed` (several specs to choose from). */
function endpointItems(specs: readonly SpecChoice[], edit: Range | undefined, prefixed: boolean): CompletionItem[] {
  return specs.flatMap((spec) =>
    spec.index.operations.map((op) => {
      const text = `${prefixed && spec.written ? `${spec.written} ` : ''}${op.method} ${op.path}`;
      return item(text, text, edit, operationExtras(op));
    }),
  );
}

function webhookItems(specs: readonly SpecChoice[], edit: Range | undefined): CompletionItem[] {
  return specs.flatMap((spec) =>
    spec.index.webhooks.map((hook) => {
      const text = `${spec.written ? `${spec.written} ` : ''}webhook ${hook.path}`;
      return item(text, text, edit, operationExtras(hook));
    }),
  );
}

function schemaItems(specs: readonly SpecChoice[], edit: Range | undefined): CompletionItem[] {
  const counts = new Map<string, number>();
  for (const spec of specs) for (const s of spec.index.schemas) counts.set(s.name, (counts.get(s.name) ?? 0) + 1);
  return specs.flatMap((spec) =>
    spec.index.schemas.map((schema) => {
      const text = (counts.get(schema.name) ?? 0) > 1 && spec.written ? `${spec.written} ${schema.name}` : schema.name;
      return item(text, text, edit, {
        kind: CompletionItemKind.Struct,
        detail: schema.description?.split('\n')[0],
        sortText: `1${schema.name}`,
      });
    }),
  );
}

function operationExtras(op: OperationInfo): Partial<CompletionItem> {
  return {
    kind: op.webhook ? CompletionItemKind.Event : CompletionItemKind.Method,
    detail: `${op.summary ?? op.operationId ?? ''}${op.hidden ? ' (hidden)' : ''}`.trim() || undefined,
    tags: op.deprecated ? [CompletionItemTag.Deprecated] : undefined,
    // hidden operations get no page: they come last
    sortText: `${op.hidden ? 9 : 1}${op.path} ${op.method}`,
  };
}

/** A YAML line without its comment: from the first `#` after a blank. */
function withoutYamlComment(line: string): string {
  for (let at = line.indexOf('#'); at > 0; at = line.indexOf('#', at + 1))
    if (/\s/.test(line[at - 1])) return line.slice(0, at);
  return line;
}
