// Document symbols of docs.json: the navigation outline, element by element, with its pages as leaves.
import { DocumentSymbol, SymbolKind } from 'vscode-languageserver-types';
import { nodeRange } from '../docsjson';
import { NavElement } from '../docsjson';
import { elementSpec, ElementKind } from '../docsjson';
import { Project } from '../project';
import { configDocument } from './documents';

const SYMBOL_KINDS: Record<ElementKind, SymbolKind> = {
  navigation: SymbolKind.Namespace,
  tab: SymbolKind.Module,
  anchor: SymbolKind.Module,
  dropdown: SymbolKind.Module,
  product: SymbolKind.Package,
  version: SymbolKind.Package,
  language: SymbolKind.Package,
  item: SymbolKind.Module,
  group: SymbolKind.Namespace,
  global: SymbolKind.Namespace,
  globalLink: SymbolKind.Key,
};

export function findDocumentSymbols(project: Project, uri: string): DocumentSymbol[] {
  const context = configDocument(project, uri);
  const navigation = context?.built.config.navigation;
  if (!navigation) return [];
  const symbolsOf = (element: NavElement): DocumentSymbol[] => {
    const children = element.children.flatMap(symbolsOf);
    const pages = element.pages
      .filter((page) => page.node.file.uri === uri)
      .map((page) => ({
        name: page.value || '(empty)',
        detail: page.kind === 'endpoint' ? 'endpoint' : 'page',
        kind: page.kind === 'endpoint' ? SymbolKind.Function : SymbolKind.File,
        range: nodeRange(page.node),
        selectionRange: nodeRange(page.node),
      }));
    const all = [...children, ...pages].sort(
      (a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character,
    );
    if (element.node.file.uri !== uri) return all; // the element lives in another file: lift its children
    const range = nodeRange(element.node);
    const title = elementSpec(element.kind, element.within).title;
    return [
      {
        name: element.label || title,
        detail: element.label ? title : undefined,
        kind: SYMBOL_KINDS[element.kind],
        range,
        selectionRange: range,
        children: all,
      },
    ];
  };
  return symbolsOf(navigation);
}
