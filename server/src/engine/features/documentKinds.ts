// Which features serve which kind of document, in one place: docs.json (and the files it pulls in with `$ref`), an
// MDX/Markdown page, an OpenAPI spec, or any other file. The facade asks here instead of testing the file itself.
import {
  CodeAction,
  CodeLens,
  CompletionList,
  DocumentLink,
  DocumentSymbol,
  Hover,
  Location,
  LocationLink,
  Position,
  Range,
  WorkspaceEdit,
} from 'vscode-languageserver-types';
import { isLegacyConfig } from '../docsjson';
import { isPageFile } from '../project';
import { Project } from '../project';
import { doComplete } from './completion';
import { configDocument } from './documents';
import { doHover } from './hover';
import { findDefinition, findDocumentLinks } from './documentLinks';
import { endpointPageActions } from './openapiCodeActions';
import { completeFrontmatterReference, completeNavigationEndpoints } from './openapiCompletion';
import { findOpenApiDefinition } from './openapiDefinition';
import { doOpenApiHover } from './openapiHover';
import { findOpenApiReferences, generatesLenses, specLenses } from './openapiReferences';
import { completePageLink } from './pageLinkCompletion';
import { pageLinkDefinition } from './pageLinkDefinition';
import { pageDocumentLinks } from './pageDocumentLinks';
import { pageLinkHover } from './pageLinkHover';
import { completeVocabulary, vocabularyHover } from './vocabularyCompletion';
import { pageReferences } from './pageReferences';
import { HeadingRenameTarget, prepareHeadingRename, renameHeading, RenameRefusal } from './renameHeading';
import { findDocumentSymbols } from './symbols';
import { completeSuppression } from './suppressionCompletion';
import { suppressionHover } from './suppressionHover';

export type DocumentKind = 'docsjson' | 'mintjson' | 'page' | 'spec' | 'other';

/** The features of one kind of document; a missing one answers nothing. Quick fixes serve every kind. */
export interface DocumentFeatures {
  complete?(project: Project, uri: string, position: Position): CompletionList | undefined;
  hover?(project: Project, uri: string, position: Position): Hover | null;
  definition?(project: Project, uri: string, position: Position): LocationLink[];
  links?(project: Project, uri: string): DocumentLink[];
  symbols?(project: Project, uri: string): DocumentSymbol[];
  /** Actions available at a range besides the quick fixes of its diagnostics. */
  actions?(project: Project, uri: string, range: Range): CodeAction[];
  references?(project: Project, uri: string, position: Position): Location[];
  codeLenses?(project: Project, uri: string): CodeLens[];
  /** Rename symbol: what can be renamed at the position (undefined: nothing), then the edits for a new name. */
  prepareRename?(project: Project, uri: string, position: Position): HeadingRenameTarget | RenameRefusal | undefined;
  rename?(
    project: Project,
    uri: string,
    position: Position,
    newName: string,
  ): WorkspaceEdit | RenameRefusal | undefined;
}

export const FEATURES: Readonly<Record<DocumentKind, DocumentFeatures>> = {
  docsjson: {
    complete: (project, uri, position) => {
      const list = doComplete(project, uri, position);
      const endpoints = completeNavigationEndpoints(project, uri, position);
      return endpoints
        ? { isIncomplete: list.isIncomplete || endpoints.isIncomplete, items: [...list.items, ...endpoints.items] }
        : list;
    },
    hover: (project, uri, position) => doOpenApiHover(project, uri, position) ?? doHover(project, uri, position),
    definition: (project, uri, position) => [
      ...findOpenApiDefinition(project, uri, position),
      ...findDefinition(project, uri, position),
    ],
    links: findDocumentLinks,
    symbols: findDocumentSymbols,
    actions: endpointPageActions,
    codeLenses: generatesLenses,
  },
  // the legacy mint.json: navigation features only (completion and hover speak docs.json's keys)
  mintjson: {
    definition: findDefinition,
    links: findDocumentLinks,
    symbols: findDocumentSymbols,
  },
  page: {
    complete: (project, uri, position) =>
      completeSuppression(project, uri, position) ??
      completeFrontmatterReference(project, uri, position) ??
      completePageLink(project, uri, position) ??
      completeVocabulary(project, uri, position),
    hover: (project, uri, position) =>
      suppressionHover(project, uri, position) ??
      doOpenApiHover(project, uri, position) ??
      pageLinkHover(project, uri, position) ??
      vocabularyHover(project, uri, position),
    definition: (project, uri, position) => [
      ...findOpenApiDefinition(project, uri, position),
      ...pageLinkDefinition(project, uri, position),
    ],
    links: pageDocumentLinks,
    references: pageReferences,
    prepareRename: prepareHeadingRename,
    rename: renameHeading,
  },
  spec: {
    references: findOpenApiReferences,
    codeLenses: specLenses,
  },
  other: {},
};

export function documentKind(project: Project, uri: string): DocumentKind {
  if (isPageFile(uri)) return 'page';
  if (configDocument(project, uri)) return isLegacyConfig(uri) ? 'mintjson' : 'docsjson';
  return project.isSpecDocument(uri) ? 'spec' : 'other';
}
