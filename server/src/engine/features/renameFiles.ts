// When pages are renamed or moved, the docs.json edits and the page links that follow them (workspace/willRenameFiles).
import { TextEdit, WorkspaceEdit } from 'vscode-languageserver-types';
import { property, stringContentRange, stringValue, JsonNode } from '../docsjson/json';
import { findPageFile, isPageFile, normalizePagePath, pagePathOf } from '../project/pagePaths';
import { Project } from '../project/project';
import { relativePath } from '../workspace';
import { addPageLinkEdits } from './renamePageLinks';

export interface FileRename {
  readonly oldUri: string;
  readonly newUri: string;
}

export function getRenameFilesEdits(project: Project, renames: readonly FileRename[]): WorkspaceEdit | null {
  const changes: Record<string, TextEdit[]> = {};
  for (const root of project.index.getRoots()) {
    const built = project.config(root);
    if (!built) continue;
    const moved = new Map<string, string>(); // old page file -> new page path
    const movedFiles = new Map<string, string>(); // old page file -> new page file
    for (const { oldUri, newUri } of renames) {
      const oldPath = relativePath(root.uri, oldUri);
      const newPath = relativePath(root.uri, newUri);
      if (oldPath === undefined || newPath === undefined) continue;
      for (const file of root.files) {
        if (!isPageFile(file)) continue;
        const newFile =
          file === oldPath
            ? newPath
            : file.startsWith(`${oldPath}/`)
              ? newPath + file.slice(oldPath.length)
              : undefined;
        if (newFile === undefined) continue;
        moved.set(file, pagePathOf(newFile));
        movedFiles.set(file, newFile);
      }
    }
    if (moved.size === 0) continue;
    addPageLinkEdits(project, root, movedFiles, changes);
    const rewrite = (node: JsonNode | undefined) => {
      const value = stringValue(node);
      const file = value !== undefined ? findPageFile(root, value) : undefined;
      const target = file !== undefined ? moved.get(file) : undefined;
      if (!node || value === undefined || target === undefined) return;
      const newValue =
        (value.startsWith('/') ? '/' : '') +
        (normalizePagePath(value).endsWith('/index') || !file!.endsWith('/index.mdx')
          ? target
          : target.replace(/\/index$/, ''));
      (changes[node.file.uri] ??= []).push(TextEdit.replace(stringContentRange(node), newValue));
    };
    for (const page of built.config.pages) if (page.kind === 'page') rewrite(page.node);
    for (const element of built.config.elements) {
      rewrite(property(element.node, 'root')?.valueNode);
      if (element.kind === 'globalLink' || element.kind === 'anchor' || element.kind === 'tab') {
        const href = property(element.node, 'href')?.valueNode;
        if (href && !/^[a-z][a-z0-9+.-]*:/i.test(stringValue(href) ?? '')) rewrite(href);
      }
    }
  }
  return Object.keys(changes).length > 0 ? { changes } : null;
}
