// Shared lookups for the editing features: the docs root and model behind a document, and its text.
import { BuiltConfig, Project } from '../project';
import { DocsRoot } from '../project';
import { createDocument, TextDocument } from '../text';

export interface ConfigDocument {
  readonly root: DocsRoot;
  readonly built: BuiltConfig;
  readonly doc: TextDocument;
}

/** The docs.json model for a document that is docs.json or a file it pulls in. */
export function configDocument(project: Project, uri: string): ConfigDocument | undefined {
  const root = project.index.rootOf(uri);
  const built = root && project.config(root);
  const file = built?.config.files.find((f) => f.uri === uri);
  return root && built && file ? { root, built, doc: file.doc } : undefined;
}

/** Any file's text as a document, read through the input limits; undefined when missing, unreadable or over a limit. */
export function readDocument(project: Project, uri: string, languageId = 'mdx'): TextDocument | undefined {
  const read = project.reader.read(uri);
  if (!read || read.problem) return undefined;
  const version = project.workspace.version(uri);
  return createDocument(uri, languageId, typeof version === 'number' ? version : 0, read.text);
}
