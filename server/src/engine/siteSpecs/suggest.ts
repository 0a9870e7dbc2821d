// "Did you mean" for an endpoint that is not in the spec: a trailing-slash or parameter-name mistake first, then
// another method on the same path, then the closest path.
import { closestMatch, editDistance, withoutSlashes } from '../text';
import { operationKey, SpecLookup } from '../openapiDocument';

const MAX_PATH_EDITS = 3;
const withoutTrailingSlash = (path: string) => (path.length > 1 ? withoutSlashes(path, 'end') : path);
const withoutParameterNames = (path: string) => path.replace(/\{[^{}]*\}/g, '{}');

export function suggestEndpoints(method: string, path: string, lookups: readonly SpecLookup[]): string[] {
  const operations = lookups.flatMap((l) => l.index.operations);
  const wanted = method.toUpperCase();
  const sameMethod = operations.filter((op) => op.method === wanted);
  const format = (m: string, p: string) => operationKey(m, p);
  const unique = (list: string[]) => [...new Set(list)];

  const slash = sameMethod.filter((op) => withoutTrailingSlash(op.path) === withoutTrailingSlash(path));
  if (slash.length > 0) return unique(slash.map((op) => format(op.method, op.path)));
  const params = sameMethod.filter((op) => withoutParameterNames(op.path) === withoutParameterNames(path));
  if (params.length > 0) return unique(params.map((op) => format(op.method, op.path)));
  const otherMethods = operations.filter((op) => op.path === path);
  if (otherMethods.length > 0) return unique(otherMethods.map((op) => format(op.method, op.path)));
  // a typo, not another endpoint: a few edits at most
  const closest = closestMatch(path, new Set(sameMethod.map((op) => op.path)));
  return closest && editDistance(path.toLowerCase(), closest.toLowerCase()) <= MAX_PATH_EDITS
    ? [format(wanted, closest)]
    : [];
}
