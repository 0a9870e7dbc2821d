// Completion and hover of the platform's vocabulary in a page: components after `<` (the platform's, and those the
// page defines or imports), a component's props not yet written inside its tag, a prop's values inside its quotes
// (icon names of the site's library, filtered here: there are thousands), and frontmatter keys and their values.
import {
  CompletionItem,
  CompletionItemKind,
  CompletionList,
  Hover,
  InsertTextFormat,
  MarkupKind,
  Position,
} from 'vscode-languageserver-types';
import { codeLines, boundNames } from '../mdx';
import { frontmatterLength } from '../frontmatter';
import { Project } from '../project';
import { CatalogComponent, CatalogProp, componentCatalog, frontmatterCatalog, iconCatalog } from '../vocabulary';
import { iconLibraryOf } from '../rules';
import { readDocument } from './documents';

/** How many icon names one answer holds: the list is marked incomplete, and typing more asks again. */
const MAX_ICONS = 200;

/** The components an author writes: the platform's (on its allow-list, capitalised), documented or not. */
function platformComponents(): CatalogComponent[] {
  const catalog = componentCatalog();
  return catalog.components.filter((c) => !c.removed && /^[A-Z]/.test(c.name) && catalog.isAllowed(c.name));
}

const requiredProps = (component: CatalogComponent) =>
  component.props.filter(
    (p) => p.name !== 'children' && !p.internal && p.required?.includes('types') && p.required.includes('docs'),
  );

function componentDocs(component: CatalogComponent): string {
  const lines = [`**<${component.name}>**`];
  if (component.description) lines.push(component.description);
  if (component.docs) lines.push(`[Documentation](${component.docs})`);
  return lines.join('\n\n');
}

function propDocs(component: CatalogComponent, prop: CatalogProp): string {
  const lines = [`**${prop.name}**: \`${prop.text}\`${prop.required ? ' (required)' : ''}`];
  if (prop.description) lines.push(prop.description);
  if (prop.default !== undefined) lines.push(`Default: \`${prop.default}\``);
  if (component.docs) lines.push(`[<${component.name}> documentation](${component.docs})`);
  return lines.join('\n\n');
}

/** A snippet of the element with its required props: `Accordion title="$1">$0</Accordion>`. */
function elementSnippet(component: CatalogComponent): string {
  const props = requiredProps(component).map((p, i) => ` ${p.name}="\${${i + 1}}"`);
  const selfClosing = !component.props.some((p) => p.name === 'children');
  return selfClosing
    ? `${component.name}${props.join('')} />`
    : `${component.name}${props.join('')}>$0</${component.name}>`;
}

/** The open tag the cursor stands in: its name, the text written after the name, and the line's text before. */
function openTag(before: string): { name: string; rest: string } | undefined {
  const lt = before.lastIndexOf('<');
  if (lt < 0 || before.indexOf('>', lt) >= 0) return undefined;
  const match = /^<([A-Za-z][\w.]*)(\s[^]*)?$/.exec(before.slice(lt));
  return match && match[2] !== undefined ? { name: match[1], rest: match[2] } : undefined;
}

export function completeVocabulary(project: Project, uri: string, position: Position): CompletionList | undefined {
  const doc = readDocument(project, uri);
  if (!doc) return undefined;
  const text = doc.getText();
  const offset = doc.offsetAt(position);
  const fmEnd = frontmatterLength(text);
  if (offset < fmEnd) return completeFrontmatter(text.slice(0, fmEnd), text, offset, position);
  if (codeLines(text).has(position.line)) return undefined;
  const lineStart = doc.offsetAt({ line: position.line, character: 0 });
  // a tag may run over lines: look back over a few
  const before = text.slice(Math.max(fmEnd, Math.min(lineStart, offset - 2000)), offset);
  const replacing = (typed: string) => ({
    start: { line: position.line, character: position.character - typed.length },
    end: position,
  });
  const startTag = /<([A-Za-z][\w.]*)?$/.exec(before);
  if (startTag) {
    const typed = startTag[1] ?? '';
    const defined = new Set(text.includes('import') || text.includes('export') ? boundNames(esmText(text)) : []);
    const items: CompletionItem[] = platformComponents().map((component) => ({
      label: component.name,
      kind: CompletionItemKind.Class,
      detail: component.description,
      documentation: { kind: MarkupKind.Markdown, value: componentDocs(component) },
      insertTextFormat: InsertTextFormat.Snippet,
      textEdit: { range: replacing(typed), newText: elementSnippet(component) },
    }));
    for (const name of defined)
      if (/^[A-Z]/.test(name))
        items.push({
          label: name,
          kind: CompletionItemKind.Class,
          detail: 'defined or imported by this page',
          sortText: `0${name}`,
          textEdit: { range: replacing(typed), newText: name },
        });
    return { isIncomplete: false, items };
  }
  const tag = openTag(before);
  const component = tag && componentCatalog().component(tag.name);
  if (!tag || !component || component.props.length === 0) return undefined;
  const value = /\s([\w-]+)=(["'])([^"']*)$/.exec(tag.rest);
  if (value) {
    const prop = component.props.find((p) => p.name === value[1]);
    if (!prop) return undefined;
    const typed = value[3];
    if (prop.name === 'icon') {
      const root = project.index.rootOf(uri);
      const library = root ? iconLibraryOf(project, root) : 'fontawesome';
      const wanted = typed.toLowerCase();
      const names = iconCatalog().names(library);
      const starting = names.filter((n) => n.startsWith(wanted));
      const containing = wanted === '' ? [] : names.filter((n) => !n.startsWith(wanted) && n.includes(wanted));
      const all = [...starting, ...containing];
      return {
        isIncomplete: all.length > MAX_ICONS,
        items: all.slice(0, MAX_ICONS).map((name, i) => ({
          label: name,
          kind: CompletionItemKind.Value,
          sortText: String(i).padStart(5, '0'),
          filterText: name,
          textEdit: { range: replacing(typed), newText: name },
        })),
      };
    }
    const values = prop.values?.filter((v): v is string => typeof v === 'string') ?? [];
    return {
      isIncomplete: false,
      items: values.map((v) => ({
        label: v,
        kind: CompletionItemKind.EnumMember,
        detail: `${prop.name} of <${component.name}>`,
        textEdit: { range: replacing(typed), newText: v },
      })),
    };
  }
  const propName = /\s([\w-]*)$/.exec(tag.rest);
  if (!propName) return undefined;
  const written = new Set(tag.rest.split(/\s+/).map((word) => word.split('=')[0]));
  const typed = propName[1];
  return {
    isIncomplete: false,
    items: component.props
      .filter((p) => !p.internal && p.name !== 'children' && (!written.has(p.name) || p.name === typed))
      .map((p) => ({
        label: p.name,
        kind: CompletionItemKind.Property,
        detail: p.text,
        documentation: { kind: MarkupKind.Markdown, value: propDocs(component, p) },
        sortText: `${p.documented ? 0 : 1}${p.name}`,
        insertTextFormat: InsertTextFormat.Snippet,
        textEdit: {
          range: replacing(typed),
          newText: p.kinds.length === 1 && p.kinds[0] === 'boolean' ? p.name : `${p.name}="$1"`,
        },
      })),
  };
}

/** The lines of the page that are `import`/`export` statements (the page's own bindings). */
function esmText(text: string): string {
  return text
    .split(/\r?\n/)
    .filter((line) => /^(?:import|export)\s/.test(line))
    .join('\n');
}

function completeFrontmatter(
  block: string,
  text: string,
  offset: number,
  position: Position,
): CompletionList | undefined {
  if (offset < 4) return undefined;
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const before = text.slice(lineStart, offset);
  const replacing = (typed: string) => ({
    start: { line: position.line, character: position.character - typed.length },
    end: position,
  });
  const catalog = frontmatterCatalog();
  const key = /^([\w:-]*)$/.exec(before);
  if (key) {
    const written = new Set([...block.matchAll(/^([\w:-]+)\s*:/gm)].map((m) => m[1]));
    return {
      isIncomplete: false,
      items: catalog.keys
        .filter((k) => !k.deprecated && (!written.has(k.name) || k.name === key[1]))
        .map((k) => ({
          label: k.name,
          kind: CompletionItemKind.Property,
          detail: k.kinds.join(' | '),
          documentation: k.description ? { kind: MarkupKind.Markdown, value: keyDocs(k.name) } : undefined,
          textEdit: { range: replacing(key[1]), newText: `${k.name}: ` },
        })),
    };
  }
  const value = /^([\w:-]+):[ \t]*(["']?)([\w-]*)$/.exec(before);
  const known = value && catalog.key(value[1]);
  if (!value || !known?.values) return undefined;
  return {
    isIncomplete: false,
    items: known.values
      .filter((v): v is string => typeof v === 'string')
      .map((v) => ({
        label: v,
        kind: CompletionItemKind.EnumMember,
        textEdit: { range: replacing(value[3]), newText: v },
      })),
  };
}

function keyDocs(name: string): string {
  const key = frontmatterCatalog().key(name);
  if (!key) return '';
  const lines = [`**${key.name}**: ${key.kinds.join(' | ')}`];
  if (key.description) lines.push(key.description);
  if (key.values) lines.push(`Values: ${key.values.map((v) => `\`${String(v)}\``).join(', ')}`);
  if (key.docs) lines.push(`[Documentation](${key.docs})`);
  return lines.join('\n\n');
}

/** Hover on a component's name in its tag, on a prop of a platform component, or on a frontmatter key. */
export function vocabularyHover(project: Project, uri: string, position: Position): Hover | null {
  const doc = readDocument(project, uri);
  if (!doc) return null;
  const text = doc.getText();
  const offset = doc.offsetAt(position);
  const lineStart = doc.offsetAt({ line: position.line, character: 0 });
  const lineEnd = text.indexOf('\n', offset) < 0 ? text.length : text.indexOf('\n', offset);
  const line = text.slice(lineStart, lineEnd);
  const at = offset - lineStart;
  let start = at;
  while (start > 0 && /[\w.:-]/.test(line[start - 1])) start--;
  let end = at;
  while (end < line.length && /[\w.:-]/.test(line[end])) end++;
  const word = line.slice(start, end);
  if (word === '') return null;
  const range = { start: { line: position.line, character: start }, end: { line: position.line, character: end } };
  if (offset < frontmatterLength(text)) {
    const key = /^([\w-]+):/.exec(line);
    if (!key || at > key[1].length || !frontmatterCatalog().key(key[1])) return null;
    const keyRange = {
      start: { line: position.line, character: 0 },
      end: { line: position.line, character: key[1].length },
    };
    return { contents: { kind: MarkupKind.Markdown, value: keyDocs(key[1]) }, range: keyRange };
  }
  if (codeLines(text).has(position.line)) return null;
  if (line[start - 1] === '<' || line.slice(0, start).endsWith('</')) {
    const component = componentCatalog().component(word);
    return component ? { contents: { kind: MarkupKind.Markdown, value: componentDocs(component) }, range } : null;
  }
  const tag = openTag(line.slice(0, start));
  const component = tag && componentCatalog().component(tag.name);
  const prop = component?.props.find((p) => p.name === word);
  return component && prop
    ? { contents: { kind: MarkupKind.Markdown, value: propDocs(component, prop) }, range }
    : null;
}
