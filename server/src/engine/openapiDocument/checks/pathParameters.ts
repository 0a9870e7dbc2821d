// openapi-path-parameter: every `{name}` of a path template needs a parameter `in: path` of that name, declared by
// the operation or its path item; and a parameter `in: path` needs its `{name}` in the template. The platform builds
// the page's parameter list and the playground's request from the declared parameters: an undeclared one has no
// field and is sent as `{name}` literally, a declared one outside the template is a field that goes nowhere.
import { child, SpecNode, str } from '../specTree';
import { holdsUnresolvedRef, itemsOf, operationsOf } from './operations';
import { spanRange, SpecRule, SpecRuleContext } from './specRule';

/** `{name}`, with the RFC 6570 operators some specs write (`{;id}`, `{?q}`, `{id*}`) taken off the name. */
const TEMPLATE_PARAMETER = /\{([^{}/]+)\}/g;

interface DeclaredParameter {
  readonly name: string;
  /** Where it is reported: its `name`, or the `$ref` that brings it. */
  readonly at: SpecNode;
}

export const checkPathParameters: SpecRule = (ctx) => {
  const reportedUnused = new Set<SpecNode>();
  for (const { path, webhook, method, operation, item } of operationsOf(ctx)) {
    if (webhook) continue;
    const template = templateNames(path.key);
    const declared = new Map<string, DeclaredParameter>();
    const lists = [child(item, 'parameters'), child(operation, 'parameters')];
    // operation-level parameters override the path item's of the same name
    for (const list of lists)
      for (const parameter of pathParameters(ctx, list)) declared.set(parameter.name, parameter);
    // a parameter brought from another file may be any of the template's: those are not judged
    const unknownDeclared = lists.some((list) => holdsUnresolvedRef(ctx.root, list));
    for (const name of template) {
      if (declared.has(name) || unknownDeclared) continue;
      ctx.report({
        uri: ctx.uri,
        range: spanRange(ctx, method.keyStart, method.keyEnd),
        code: 'openapi-path-parameter',
        message:
          `\`{${name}}\` of "${path.key}" has no parameter \`in: path\` named "${name}" in this operation or its ` +
          'path item: its page shows no field for it, and the playground sends it as written.',
      });
    }
    for (const parameter of declared.values()) {
      if (template.includes(parameter.name) || reportedUnused.has(parameter.at)) continue;
      reportedUnused.add(parameter.at);
      ctx.report({
        uri: ctx.uri,
        range: spanRange(ctx, parameter.at.start, parameter.at.end),
        code: 'openapi-path-parameter',
        message:
          `The path parameter "${parameter.name}" is not in the path "${path.key}"` +
          `${template.length ? ` (its parameters: ${template.map((n) => `{${n}}`).join(', ')})` : ''}: ` +
          'the page shows a field that the request never uses.',
      });
    }
  }
};

function templateNames(path: string): string[] {
  const names = [...path.matchAll(TEMPLATE_PARAMETER)].map((m) => m[1].replace(/^[;?]|\*$/g, ''));
  return [...new Set(names)];
}

function pathParameters(ctx: SpecRuleContext, list: SpecNode | undefined): DeclaredParameter[] {
  return itemsOf(ctx.root, list).flatMap(({ written, node }) => {
    const name = str(child(node, 'name'));
    if (name === undefined || str(child(node, 'in')) !== 'path') return [];
    const at = written === node ? child(node, 'name')! : (child(written, '$ref') ?? written);
    return [{ name, at }];
  });
}
