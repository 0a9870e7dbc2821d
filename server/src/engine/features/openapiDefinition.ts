// Go to definition from a spec reference to the exact operation, webhook or schema in its (local) spec.
import { LocationLink, Position } from 'vscode-languageserver-types';
import { referenceAt } from '../siteSpecs';
import { Project } from '../project';
import { rangeOf } from '../text';

export function findOpenApiDefinition(project: Project, uri: string, position: Position): LocationLink[] {
  const at = referenceAt(project, uri, position);
  const resolution = at && at.resolver.resolve(at.ref);
  if (!at || resolution?.status !== 'found' || resolution.spec.remote) return [];
  return [
    {
      originSelectionRange: rangeOf(at.ref.doc, at.ref.start, at.ref.end - at.ref.start),
      targetUri: resolution.spec.uri,
      targetRange: resolution.target.range,
      targetSelectionRange: resolution.target.selection,
    },
  ];
}
