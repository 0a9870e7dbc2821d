// Completion and hover for the settings of docs.json outside `navigation`, from the platform's schema: keys with their
// descriptions and a value snippet, enum values, true/false; a key's hover gives its description and allowed values.
import * as jsonc from 'jsonc-parser';
import {
  CompletionItem,
  CompletionItemKind,
  CompletionList,
  Hover,
  InsertTextFormat,
  MarkupKind,
  Range,
  TextEdit,
} from 'vscode-languageserver-types';
import { keptPropertyNode } from '../docsjson';
import { allowedValues, JsonSchema, SchemaReader } from '../docsjson';
import { settingsValidator } from '../docsjson';
import { rangeOf, TextDocument } from '../text';

type Path = jsonc.JSONPath;

/** The schema reader and root schema for a docs.json (its theme decides which settings exist). */
function schemaOf(root: jsonc.Node | undefined): { reader: SchemaReader; schema: JsonSchema } {
  // the theme the platform reads: the last `theme` when it is written twice
  const theme: unknown = keptPropertyNode(root, 'theme')?.children?.[1]?.value;
  const validator = settingsValidator(theme);
  return { reader: validator.reader, schema: validator.schema };
}

export function settingsCompletion(
  doc: TextDocument,
  root: jsonc.Node | undefined,
  location: jsonc.Location,
): CompletionList | undefined {
  if (location.path[0] === 'navigation') return undefined;
  const { reader, schema } = schemaOf(root);
  const previous = location.previousNode;
  const range = previous && rangeOf(doc, previous.offset, previous.length);
  if (location.isAtPropertyKey) {
    const objectPath = location.path.slice(0, -1);
    const forms = reader.at(schema, objectPath).filter((s) => s.properties);
    const object = root && (objectPath.length ? jsonc.findNodeAtLocation(root, objectPath) : root);
    const present = new Set((object?.children ?? []).map((p) => p.children?.[0]?.value as string));
    const typing = previous?.type === 'string' ? (previous.value as string) : undefined;
    const items: CompletionItem[] = [];
    for (const [key, schemas] of reader.properties({ anyOf: forms })) {
      if (present.has(key) && key !== typing) continue;
      const text = `"${key}": ${valueSnippet(reader, schemas)}`;
      items.push({
        label: key,
        kind: CompletionItemKind.Property,
        documentation: documentation(reader, schemas),
        insertTextFormat: InsertTextFormat.Snippet,
        ...(range && previous?.type === 'string'
          ? { textEdit: TextEdit.replace(range, text), filterText: `"${key}"` }
          : { insertText: text }),
      });
    }
    return { isIncomplete: false, items };
  }
  const candidates = reader.at(schema, location.path);
  const values = candidates.flatMap((s) => allowedValues(reader, s) ?? (isBoolean(reader, s) ? [true, false] : []));
  if (values.length === 0) return undefined;
  const replace = previous && previous.type !== 'object' && previous.type !== 'array' ? range : undefined;
  return {
    isIncomplete: false,
    items: [...new Set(values)].map((value) => {
      const text = JSON.stringify(value);
      return {
        label: text,
        kind: CompletionItemKind.EnumMember,
        ...(replace ? { textEdit: TextEdit.replace(replace, text) } : { insertText: text }),
      };
    }),
  };
}

export function settingsHover(root: jsonc.Node | undefined, path: Path, keyRange: Range): Hover | null {
  if (path.length === 0 || path[0] === 'navigation') return null;
  const { reader, schema } = schemaOf(root);
  const candidates = reader.at(schema, path);
  const text = documentation(reader, candidates);
  if (!text) return null;
  return { contents: { kind: MarkupKind.Markdown, value: `\`${String(path.at(-1))}\`: ${text}` }, range: keyRange };
}

function documentation(reader: SchemaReader, schemas: readonly JsonSchema[]): string | undefined {
  const description = schemas.map((s) => s.markdownDescription ?? s.description).find(Boolean);
  const values = schemas.flatMap((s) => allowedValues(reader, s) ?? []);
  const allowed = values.length
    ? `Allowed: ${[...new Set(values)].map((v) => `\`${JSON.stringify(v)}\``).join(', ')}.`
    : '';
  return [description, allowed].filter(Boolean).join('\n\n') || undefined;
}

function isBoolean(reader: SchemaReader, schema: JsonSchema): boolean {
  return reader.branches(schema).some((b) => b.type === 'boolean');
}

/** What a key's completion inserts after the colon: a snippet by the value's kind. */
function valueSnippet(reader: SchemaReader, schemas: readonly JsonSchema[]): string {
  const branches = schemas.flatMap((s) => reader.branches(s));
  const enums = branches.map((b) => allowedValues(reader, b));
  const values = enums.flatMap((v) => v ?? []);
  const onlyEnums = enums.every((v) => v !== undefined);
  if (onlyEnums && values.length && values.every((v) => typeof v === 'string' && !/[,|$}\\]/.test(v)))
    return `"\${1|${[...new Set(values)].join(',')}|}"`;
  const types = new Set(branches.map((b) => (b.properties ? 'object' : b.type)));
  if (types.has('object') && types.size === 1) return '{$1}';
  if (types.has('array') && types.size === 1) return '[$1]';
  if (types.has('boolean') && types.size === 1) return '${1|true,false|}';
  if (types.has('number') || types.has('integer')) return types.size === 1 ? '${1:0}' : '$1';
  return types.has('string') ? '"$1"' : '$1';
}
