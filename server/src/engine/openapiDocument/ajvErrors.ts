// Ajv's errors as findings show them: failed `oneOf`/`anyOf` collapsed to one error per node, a message in words,
// and the span of the offending node. Shared by the spec's schema validation and its examples' validation.
import { nodeAtPath, SpecNode } from './specTree';

export interface AjvError {
  readonly instancePath: string;
  readonly schemaPath: string;
  readonly keyword: string;
  readonly params: Record<string, unknown>;
  readonly message?: string;
}

/**
 * Ajv reports a failed `oneOf`/`anyOf` after the errors of each of its branches, all at or below the same instance.
 * Walking backwards, each such error swallows the branch errors before it; the most specific branch error (not a
 * missing `$ref`, deepest in the instance) is kept as a hint. `if` errors only repeat their `then` branch's errors.
 */
export function collapse(errors: readonly AjvError[]): { error: AjvError; detail?: string }[] {
  const result: { error: AjvError; detail?: string }[] = [];
  for (let i = errors.length - 1; i >= 0; i--) {
    const error = errors[i];
    if (error.keyword === 'if') continue;
    if (error.keyword !== 'oneOf' && error.keyword !== 'anyOf') {
      result.push({ error });
      continue;
    }
    let j = i - 1;
    while (j >= 0 && isWithin(errors[j].instancePath, error.instancePath)) j--;
    const branch = errors
      .slice(j + 1, i)
      .filter(
        (e) =>
          !(e.keyword === 'required' && e.params.missingProperty === '$ref') &&
          e.keyword !== 'oneOf' &&
          e.keyword !== 'anyOf' &&
          e.keyword !== 'if',
      );
    const best = branch.sort((a, b) => b.instancePath.length - a.instancePath.length)[0];
    result.push({
      error,
      detail: best
        ? (best.instancePath === error.instancePath
            ? ''
            : `${describeInner(best.instancePath, error.instancePath)}: `) + errorMessage(best)
        : undefined,
    });
    i = j + 1;
  }
  return result.reverse();
}

function isWithin(path: string, parent: string): boolean {
  return parent === '' || path === parent || path.startsWith(`${parent}/`);
}

export function pointerSegments(pointer: string): string[] {
  return pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function describePath(path: readonly string[]): string {
  return path.length === 0 ? 'The document' : `\`${path.join(' › ')}\``;
}

export function errorMessage(error: AjvError): string {
  const extra = error.params.additionalProperty ?? error.params.allowedValues;
  const base =
    error.keyword === 'oneOf' || error.keyword === 'anyOf'
      ? 'does not match any allowed form'
      : (error.message ?? error.keyword);
  return extra === undefined
    ? base
    : `${base}: ${Array.isArray(extra) ? extra.map((v) => JSON.stringify(v)).join(', ') : JSON.stringify(extra)}`;
}

/** Where an error is shown: the offending key for unknown properties, else the node's key (big objects stay
 * readable). */
export function errorSpan(root: SpecNode, path: readonly string[], error: AjvError): { start: number; end: number } {
  const found = nodeAtPath(root, path);
  if (error.keyword === 'additionalProperties' && found.node.kind === 'object') {
    const extra = found.node.props.get(String(error.params.additionalProperty));
    if (extra) return { start: extra.keyStart, end: extra.keyEnd };
  }
  if (found.node.kind === 'scalar') return { start: found.node.start, end: found.node.end };
  if (found.prop) return { start: found.prop.keyStart, end: found.prop.keyEnd };
  return { start: found.node.start, end: Math.min(found.node.end, found.node.start + 1) };
}

/** Where `inner` lies below `outer` (two JSON pointers), in words. */
function describeInner(inner: string, outer: string): string {
  return describePath(pointerSegments(inner).slice(pointerSegments(outer).length));
}
