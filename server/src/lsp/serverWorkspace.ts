// The server's workspace: the editor's open documents laid over the file system.
import { TextDocuments } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { NodeWorkspace } from '../engine/workspace';

export class ServerWorkspace extends NodeWorkspace {
  constructor(
    folders: readonly string[],
    private readonly documents: TextDocuments<TextDocument>,
  ) {
    super(folders);
  }

  override version(uri: string): string | undefined {
    const open = this.documents.get(uri);
    return open ? `open:${open.version}` : super.version(uri);
  }

  override read(uri: string): string | undefined {
    return this.documents.get(uri)?.getText() ?? super.read(uri);
  }

  override size(uri: string): number | undefined {
    const open = this.documents.get(uri);
    return open ? Buffer.byteLength(open.getText()) : super.size(uri);
  }
}
