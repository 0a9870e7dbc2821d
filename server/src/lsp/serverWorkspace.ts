// The server's workspace: the editor's open documents laid over the file system.
import { TextDocuments } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { NodeWorkspace } from '../engine/workspace';

export class ServerWorkspace extends NodeWorkspace {
  /**
   * Versions of files on disk, read once per turn of the event loop: a pass that publishes 10 000 pages asks for the
   * version of docs.json and docs-lsp.json for each of them, and a stat each time cost seconds. Within one turn the
   * disk is one snapshot; the next turn (an edit, a watched-file event) reads it again.
   */
  private readonly diskVersions = new Map<string, string | undefined>();

  constructor(
    folders: readonly string[],
    private readonly documents: TextDocuments<TextDocument>,
  ) {
    super(folders);
  }

  override version(uri: string): string | undefined {
    const open = this.documents.get(uri);
    if (open) return `open:${open.version}`;
    if (this.diskVersions.size === 0) setImmediate(() => this.diskVersions.clear());
    if (!this.diskVersions.has(uri)) this.diskVersions.set(uri, super.version(uri));
    return this.diskVersions.get(uri);
  }

  /** An open document's text, from the editor; a file behind a link out of the workspace is refused all the same. */
  override read(uri: string): string | undefined {
    const open = this.documents.get(uri);
    if (!open) return super.read(uri);
    this.assertStaysInside(uri);
    return open.getText();
  }

  /** Unknown for an open document without encoding its text; the text is at hand, so the reader measures it after
   * reading. */
  override size(uri: string): number | undefined {
    return this.documents.get(uri) ? undefined : super.size(uri);
  }
}
