// An in-memory workspace for tests and fuzzing: the engine reads it through the same Workspace interface as the
// disk.
import {
  DirectoryEntry,
  FileKind,
  fileUri,
  relativePath,
  stripBom,
  Workspace,
} from '../../server/src/engine/workspace';

/** An in-memory tree of files. Paths are absolute ("/site/docs.json"). */
export class MemoryWorkspace implements Workspace {
  private readonly files = new Map<string, { text: string; version: number }>();
  private counter = 0;
  readonly folders: string[];

  constructor(files: Record<string, string> = {}, folders: string[] = ['/']) {
    this.folders = folders.map(fileUri);
    for (const [path, text] of Object.entries(files)) this.write(path, text);
  }

  static uri(path: string): string {
    return fileUri(path);
  }

  write(path: string, text: string): string {
    const uri = fileUri(path);
    this.files.set(uri, { text, version: ++this.counter });
    return uri;
  }

  delete(path: string): string {
    const uri = fileUri(path);
    this.files.delete(uri);
    return uri;
  }

  version(uri: string): number | undefined {
    return this.files.get(uri)?.version;
  }

  read(uri: string): string | undefined {
    const file = this.files.get(uri);
    return file && stripBom(file.text);
  }

  /** No symbolic links in memory: the path as written. */
  pathInside(base: string, uri: string): string | undefined {
    const path = uri === base ? '' : relativePath(base, uri);
    return path === undefined || path.split('/').includes('..') ? undefined : path;
  }

  list(uri: string): DirectoryEntry[] {
    const prefix = uri.endsWith('/') ? uri : `${uri}/`;
    const seen = new Map<string, FileKind>();
    for (const fileKey of this.files.keys()) {
      if (!fileKey.startsWith(prefix)) continue;
      const rest = fileKey.slice(prefix.length);
      const slash = rest.indexOf('/');
      const name = decodeURIComponent(slash < 0 ? rest : rest.slice(0, slash));
      seen.set(name, slash < 0 ? 'file' : 'directory');
    }
    return [...seen].map(([name, kind]) => ({ name, kind }));
  }
}
