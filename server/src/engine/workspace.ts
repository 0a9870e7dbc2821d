// The engine's only door to files. The server overlays open documents on the disk, the CLI reads the disk,
// tests use an in-memory tree: all three share one engine through this interface.
import { isAscii, isUtf8 } from 'node:buffer';
import * as fs from 'node:fs';
import * as nodePath from 'node:path';
import { URI, Utils } from 'vscode-uri';

export type FileKind = 'file' | 'directory';

export interface DirectoryEntry {
  readonly name: string;
  readonly kind: FileKind;
}

/** A file that exists but cannot be read (permissions, a directory where a file was expected, ...). */
export class UnreadableFileError extends Error {
  constructor(
    readonly uri: string,
    reason: string,
  ) {
    super(`cannot read ${URI.parse(uri).fsPath}: ${reason}`);
  }
}

/** A file whose bytes are not valid UTF-8: a kind of unreadable file. */
export class FileEncodingError extends UnreadableFileError {
  constructor(uri: string) {
    super(uri, 'not valid UTF-8');
  }
}

export interface Workspace {
  /** Folders the user opened (URIs); docs roots are searched at and below them. */
  readonly folders: readonly string[];
  /** A cheap token that changes whenever the file's content changes; undefined when the file does not exist. */
  version(uri: string): string | number | undefined;
  /** The file's text, without a byte-order mark. Throws UnreadableFileError or FileEncodingError; undefined when it
   * does not exist. */
  read(uri: string): string | undefined;
  /** The file's size in bytes, when known without reading it. */
  size?(uri: string): number | undefined;
  /** Entries of a directory; empty when it does not exist. Symbolic links are resolved, loops are the caller's care. */
  list(uri: string): DirectoryEntry[];
  /** The real path behind a directory, to detect symbolic-link loops. */
  realPath?(uri: string): string;
  /**
   * Where `uri` lies inside the folder `base` as the disk really is: its path from `base` (`/` between segments, ''
   * for `base` itself), every symbolic link on its way resolved, `base`'s own too; undefined when it lies outside. A
   * file or folder that does not exist yet is placed by the real path of the nearest folder above it that does; a
   * dangling link, a loop or a path that cannot be resolved lies nowhere. Every file an edit creates or changes is
   * asked about first (Project.mayEdit): `ext/page.mdx` with `ext -> /outside` is outside, `alias/page.mdx` with
   * `alias -> node_modules/pkg` is `node_modules/pkg/page.mdx`.
   */
  pathInside(base: string, uri: string): string | undefined;
}

export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Joins path segments to a URI. Lone surrogates (half-typed or hostile text) become U+FFFD: URIs cannot hold them. */
export function joinUri(base: string, ...segments: string[]): string {
  return Utils.joinPath(URI.parse(base), ...segments.map((s) => s.toWellFormed())).toString();
}

/**
 * Whether a relative path (with `/` or `\\` separators, `.` and `..` segments) names something outside the folder
 * it is relative to: `../x`, `a/../../x`. A leading `/` counts as the folder itself, as in docs.json page paths.
 */
export function leavesFolder(relative: string): boolean {
  let depth = 0;
  for (const segment of relative.split(/[\\/]+/)) {
    if (segment === '..') depth--;
    else if (segment !== '' && segment !== '.') depth++;
    if (depth < 0) return true;
  }
  return false;
}

/**
 * `base` joined with a relative path, when the result stays inside `base` (and is not `base` itself); undefined when
 * the path leaves it. Everything the engine offers to create goes through this: an edit never lands outside.
 */
export function joinUriInside(base: string, relative: string): string | undefined {
  if (leavesFolder(relative) || relative.includes('\0')) return undefined;
  const uri = joinUri(base, relative.replace(/^[\\/]+/, ''));
  const inside = relativePath(base, uri);
  return inside && !inside.split('/').includes('..') ? uri : undefined;
}

export function dirnameUri(uri: string): string {
  return Utils.dirname(URI.parse(uri)).toString();
}

export function basenameUri(uri: string): string {
  return Utils.basename(URI.parse(uri));
}

/** The path of `uri` relative to the folder `base`, with forward slashes; undefined when outside it. */
export function relativePath(base: string, uri: string): string | undefined {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  return uri.startsWith(prefix) ? decodeURIComponent(uri.slice(prefix.length)) : undefined;
}

export function fileUri(path: string): string {
  return URI.file(path).toString();
}

/**
 * The real path of `path`, every symbolic link on its way resolved; for a path that does not exist (yet), the real
 * path of the nearest folder above it that does, with the rest appended. Undefined when a link on the way dangles,
 * loops or cannot be read, or a file stands where a folder is needed.
 */
export function realPathOf(path: string): string | undefined {
  try {
    return fs.realpathSync.native(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return undefined;
  }
  try {
    fs.lstatSync(path);
    return undefined; // an entry that is there yet does not resolve: a dangling link
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return undefined;
  }
  const parent = nodePath.dirname(path);
  if (parent === path) return undefined;
  const real = realPathOf(parent);
  return real === undefined ? undefined : nodePath.join(real, nodePath.basename(path));
}

function linkOut(uri: string): UnreadableFileError {
  return new UnreadableFileError(uri, 'it is reached through a symbolic link that leads out of the workspace');
}

/** Whether the real path `real` is the real folder `folder` or inside it. */
export function isWithin(folder: string, real: string): boolean {
  return real === folder || real.startsWith(folder.endsWith(nodePath.sep) ? folder : folder + nodePath.sep);
}

/** What a file system entry is, in words: `file` for a regular file. */
export function fileKindOf(stat: fs.Stats): string {
  if (stat.isFile()) return 'file';
  if (stat.isDirectory()) return 'a folder';
  if (stat.isFIFO()) return 'a named pipe (FIFO)';
  if (stat.isCharacterDevice()) return 'a character device';
  if (stat.isBlockDevice()) return 'a block device';
  if (stat.isSocket()) return 'a socket';
  return 'not a regular file';
}

interface FileStat {
  readonly version: string | undefined;
  readonly size: number;
}

export interface NodeWorkspaceOptions {
  /**
   * Read through symbolic links that lead out of the workspace folders: for the CLI's commands that read one file
   * the user named (`migrate`'s mint.json, `openapi-check FILE`). Everything else refuses them (see `read`).
   */
  readonly followLinksOut?: boolean;
}

/** The real file system. */
export class NodeWorkspace implements Workspace {
  /** Whether each folder's real path lies inside the workspace folders, asked per turn of the event loop. */
  private readonly folderVerdicts = new Map<string, boolean>();

  constructor(
    readonly folders: readonly string[],
    private readonly options: NodeWorkspaceOptions = {},
  ) {}

  version(uri: string): string | undefined {
    return this.stat(uri)?.version;
  }

  /** Undefined when nothing is there; `version` undefined when it is not a file. */
  protected stat(uri: string): FileStat | undefined {
    try {
      const stat = fs.statSync(URI.parse(uri).fsPath, { throwIfNoEntry: false });
      return stat && { version: stat.isFile() ? `${stat.mtimeMs}:${stat.size}` : undefined, size: stat.size };
    } catch {
      return undefined;
    }
  }

  /**
   * The file's text. A file of a workspace folder is read only while its real path stays inside the workspace folders:
   * `nav.json -> /outside/nav.json`, or a file in `linked -> /outside`, is refused (UnreadableFileError), as the
   * walk skips such links; a link that stays inside is followed.
   */
  read(uri: string): string | undefined {
    const path = URI.parse(uri).fsPath;
    const checked = this.checksLinks(path);
    if (checked && !this.folderStaysInside(nodePath.dirname(path))) throw linkOut(uri);
    let bytes: Buffer;
    let fd: number | undefined;
    try {
      // non-blocking, so that opening a FIFO returns at once; then only a regular file is read (never a device such
      // as /dev/zero behind a link, which would be read without end)
      fd = this.open(uri, path, checked);
      const kind = fileKindOf(fs.fstatSync(fd));
      if (kind !== 'file') throw new UnreadableFileError(uri, `it is ${kind}, not a regular file`);
      bytes = fs.readFileSync(fd);
    } catch (error) {
      if (error instanceof UnreadableFileError) throw error;
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
      throw new UnreadableFileError(uri, code ?? String(error));
    } finally {
      if (fd !== undefined) fs.closeSync(fd);
    }
    // UTF-8 only (bytes of another encoding are reported, never read as other characters); checked, then decoded,
    // an ASCII file as latin1, which gives the same string several times faster than a UTF-8 decoder
    if (!isUtf8(bytes)) throw new FileEncodingError(uri);
    return stripBom(bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8'));
  }

  /**
   * Opens `path` for reading; when `checked`, a link as the file itself only when its real path stays inside (with
   * O_NOFOLLOW the open itself says whether the file is a link, at no cost for the others).
   */
  private open(uri: string, path: string, checked: boolean): number {
    const flags = fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0);
    const noFollow = fs.constants.O_NOFOLLOW as number | undefined;
    if (!checked) return fs.openSync(path, flags);
    if (noFollow === undefined) {
      if (fs.lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink()) this.followLink(uri, path);
      return fs.openSync(path, flags);
    }
    try {
      return fs.openSync(path, flags | noFollow);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOOP') throw error;
      this.followLink(uri, path);
      return fs.openSync(path, flags);
    }
  }

  /** Throws when the link `path` leads out of the workspace (a dangling one is left to the open: no file). */
  private followLink(uri: string, path: string): void {
    const real = realPathOf(path);
    if (real !== undefined && !this.insideFolders(real)) throw linkOut(uri);
  }

  /** Throws UnreadableFileError when a file of a workspace folder is reached through a link out of the workspace. */
  protected assertStaysInside(uri: string): void {
    const parsed = URI.parse(uri);
    if (parsed.scheme !== 'file' || !this.checksLinks(parsed.fsPath)) return;
    if (!this.folderStaysInside(nodePath.dirname(parsed.fsPath))) throw linkOut(uri);
    if (fs.lstatSync(parsed.fsPath, { throwIfNoEntry: false })?.isSymbolicLink()) {
      const real = realPathOf(parsed.fsPath);
      if (real === undefined || !this.insideFolders(real)) throw linkOut(uri);
    }
  }

  private writtenFolders: string[] | undefined;

  /** Whether links on the way to `path` are checked: it is written inside a workspace folder, and not followed out. */
  private checksLinks(path: string): boolean {
    if (this.options.followLinksOut) return false;
    this.writtenFolders ??= this.folders.map((folder) => URI.parse(folder).fsPath);
    return this.writtenFolders.some((folder) => isWithin(folder, path));
  }

  /** Whether a folder's real path lies inside the workspace folders (one that is not there: nothing is read in it). */
  private folderStaysInside(dir: string): boolean {
    let verdict = this.folderVerdicts.get(dir);
    if (verdict === undefined) {
      if (this.folderVerdicts.size === 0) setImmediate(() => this.folderVerdicts.clear());
      const real = realPathOf(dir);
      verdict = real === undefined || this.insideFolders(real);
      this.folderVerdicts.set(dir, verdict);
    }
    return verdict;
  }

  size(uri: string): number | undefined {
    return this.stat(uri)?.size;
  }

  list(uri: string): DirectoryEntry[] {
    const path = URI.parse(uri).fsPath;
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(path, { withFileTypes: true });
    } catch {
      return [];
    }
    const result: DirectoryEntry[] = [];
    for (const entry of entries) {
      if (entry.isFile()) result.push({ name: entry.name, kind: 'file' });
      else if (entry.isDirectory()) result.push({ name: entry.name, kind: 'directory' });
      else if (entry.isSymbolicLink()) {
        try {
          const target = fs.realpathSync(`${path}/${entry.name}`);
          // a link out of the workspace (`rootlink -> /`) would index other projects, the home folder, the disk
          if (!this.insideFolders(target)) continue;
          const stat = fs.statSync(target);
          if (stat.isDirectory()) result.push({ name: entry.name, kind: 'directory' });
          else if (stat.isFile()) result.push({ name: entry.name, kind: 'file' });
        } catch {
          // a dangling link is no file
        }
      }
    }
    return result;
  }

  private realFolders: string[] | undefined;

  /** Whether a real path is one of the workspace folders or inside one (folders compared by their real paths). */
  private insideFolders(real: string): boolean {
    this.realFolders ??= this.folders.map((folder) => this.realPath(folder));
    return this.realFolders.some((folder) => isWithin(folder, real));
  }

  pathInside(base: string, uri: string): string | undefined {
    const real = realPathOf(URI.parse(uri).fsPath);
    const folder = realPathOf(URI.parse(base).fsPath);
    if (real === undefined || folder === undefined || !isWithin(folder, real)) return undefined;
    return nodePath.relative(folder, real).split(nodePath.sep).join('/');
  }

  realPath(uri: string): string {
    try {
      return fs.realpathSync(URI.parse(uri).fsPath);
    } catch {
      return URI.parse(uri).fsPath;
    }
  }
}

/**
 * The file system as one snapshot, for a run that reads it once and ends (the CLI's `check`): each file is stat'ed
 * once, however often the engine asks for its version or size. A page of a large site is asked for several times
 * (its body, its frontmatter, the links to it), and a stat each time cost seconds on 25 000 pages.
 */
export class SnapshotWorkspace extends NodeWorkspace {
  private readonly stats = new Map<string, FileStat | undefined>();

  protected override stat(uri: string): FileStat | undefined {
    if (!this.stats.has(uri)) this.stats.set(uri, super.stat(uri));
    return this.stats.get(uri);
  }
}
