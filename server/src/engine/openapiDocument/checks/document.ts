// Spec-wide rules: `webhooks` needs 3.1 (openapi-webhooks-version), `security` names defined schemes
// (openapi-security-scheme), and a spec without `servers` gets a simple-mode playground (openapi-no-servers).
import { HTTP_METHODS } from '../specIndex';
import { child, prop, SpecNode } from '../specTree';
import { spanRange, SpecRule, SpecRuleContext } from './specRule';

export const checkWebhooksVersion: SpecRule = (ctx) => {
  const webhooks = prop(ctx.root, 'webhooks');
  if (webhooks && ctx.openapi.startsWith('3.0')) {
    ctx.report({
      uri: ctx.uri,
      range: spanRange(ctx, webhooks.keyStart, webhooks.keyEnd),
      code: 'openapi-webhooks-version',
      message: `\`webhooks\` needs OpenAPI 3.1 or later; this spec is ${ctx.openapi}.`,
    });
  }
};

export const checkSecuritySchemes: SpecRule = (ctx) => {
  const schemes = child(child(ctx.root, 'components'), 'securitySchemes');
  const defined = schemes?.kind === 'object' ? schemes.props : new Map();
  const checkRequirements = (security: SpecNode | undefined) => {
    if (security?.kind !== 'array') return;
    for (const requirement of security.items) {
      if (requirement.kind !== 'object') continue;
      for (const p of requirement.props.values()) {
        if (defined.has(p.key)) continue;
        ctx.report({
          uri: ctx.uri,
          range: spanRange(ctx, p.keyStart, p.keyEnd),
          code: 'openapi-security-scheme',
          message:
            `\`security\` names "${p.key}", which is not defined in \`components.securitySchemes\`` +
            `${defined.size ? ` (defined: ${[...defined.keys()].join(', ')})` : ''}.`,
        });
      }
    }
  };
  checkRequirements(child(ctx.root, 'security'));
  forEachOperation(ctx, (op) => checkRequirements(child(op, 'security')));
};

export const checkServers: SpecRule = (ctx) => {
  if (hasServers(child(ctx.root, 'servers'))) return;
  let everyOperationHasServers = true;
  let operations = 0;
  forEachOperation(ctx, (op, item) => {
    operations++;
    if (!hasServers(child(op, 'servers')) && !hasServers(child(item, 'servers'))) everyOperationHasServers = false;
  });
  if (operations > 0 && everyOperationHasServers) return;
  const at = prop(ctx.root, 'openapi')!;
  ctx.report({
    uri: ctx.uri,
    range: spanRange(ctx, at.keyStart, at.keyEnd),
    code: 'openapi-no-servers',
    message: 'The spec has no `servers`: the playground runs in simple mode and sends no requests.',
  });
};

function hasServers(servers: SpecNode | undefined): boolean {
  return servers?.kind === 'array' && servers.items.length > 0;
}

/** Every operation of `paths` and `webhooks`, with its path item (references to path items are not followed). */
export function forEachOperation(ctx: SpecRuleContext, visit: (operation: SpecNode, item: SpecNode) => void): void {
  for (const section of ['paths', 'webhooks']) {
    const items = child(ctx.root, section);
    if (items?.kind !== 'object') continue;
    for (const item of items.props.values()) {
      for (const method of HTTP_METHODS) {
        const op = child(item.value, method);
        if (op?.kind === 'object') visit(op, item.value);
      }
    }
  }
}
