// Go to definition from a link in a page: to the file it names, at the heading its anchor names.
import { LocationLink, Position } from 'vscode-languageserver-types';
import { Project } from '../project';
import { joinUri } from '../workspace';
import { linkAt, pageAt, resolve, targetRange } from './pageLinkTargets';

export function pageLinkDefinition(project: Project, uri: string, position: Position): LocationLink[] {
  const at = pageAt(project, uri);
  const link = at && linkAt(project, uri, position);
  if (!at || !link) return [];
  return resolve(project, at, link).map((resolved) => ({
    originSelectionRange: link.range,
    targetUri: joinUri(at.root.uri, resolved.file),
    targetRange: targetRange(resolved),
    targetSelectionRange: targetRange(resolved),
  }));
}
