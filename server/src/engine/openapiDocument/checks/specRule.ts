// What a rule over one spec file sees: its tree, its text (for ranges) and where to report.
import { Range } from 'vscode-languageserver-types';
import { Report } from '../../findings';
import { SpecNode } from '../specTree';
import { rangeOf, TextDocument } from '../../text';

export interface SpecRuleContext {
  readonly uri: string;
  readonly doc: TextDocument;
  readonly root: SpecNode;
  /** The `openapi` version string, known to be 3.0.x or 3.1.x. */
  readonly openapi: string;
  readonly report: Report;
}

export type SpecRule = (ctx: SpecRuleContext) => void;

export function spanRange(ctx: SpecRuleContext, start: number, end: number): Range {
  return rangeOf(ctx.doc, start, end - start);
}

/** Calls `visit` for every object of the tree once (YAML aliases share subtrees). */
export function walkObjects(root: SpecNode, visit: (node: SpecNode & { kind: 'object' }) => void): void {
  const seen = new Set<SpecNode>();
  const stack: SpecNode[] = [root];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.kind === 'scalar' || seen.has(node)) continue;
    seen.add(node);
    if (node.kind === 'object') {
      visit(node);
      for (const p of node.props.values()) stack.push(p.value);
    } else for (const item of node.items) stack.push(item);
  }
}
