// Every file the engine parses is read here, through the input limits: its text, or why it cannot be checked
// (too large, brackets nested too deep, not UTF-8, unreadable). No parser sees a file that did not pass.
import { FileProblem } from '../findings';
import { checkNesting, checkSize, DEFAULT_LIMITS, formatBytes, InputLimits, LimitViolation } from '../limits';
import { FileEncodingError, UnreadableFileError, Workspace } from '../workspace';

const RECENT_READS = 4;
const RECENT_VERDICTS = 16;

export type ReadResult = { text: string; problem?: undefined } | { text?: string; problem: FileProblem };

export class TextReader {
  /**
   * The last few reads of this turn of the event loop, by URI + version: the spec sniffer and the spec store read the
   * same new version in turn. Dropped when the turn ends: kept longer, they held three big specs (16 MB) for nothing.
   */
  private readonly recent = new Map<string, { version: string | number; result: ReadResult }>();
  /** The nesting verdicts of the last few files, by URI + version: a big file read on every request is scanned once. */
  private readonly verdicts = new Map<string, { version: string | number; violation: LimitViolation | undefined }>();

  constructor(
    readonly workspace: Workspace,
    readonly limits: () => InputLimits = () => DEFAULT_LIMITS,
  ) {}

  version(uri: string): string | number | undefined {
    return this.workspace.version(uri);
  }

  /**
   * The text, or its problem; undefined when the file does not exist. `checkNesting: false` leaves the nesting scan
   * to the caller's parser, for a spec that the worker checks and parses off the main thread.
   */
  read(uri: string, { checkNesting: withNesting = true } = {}): ReadResult | undefined {
    const version = this.workspace.version(uri);
    if (version === undefined) return undefined;
    let cached = this.recent.get(uri);
    if (cached?.version !== version) {
      const result = this.readUncached(uri);
      if (!result) return undefined;
      if (this.recent.size === 0) setImmediate(() => this.recent.clear());
      remember(this.recent, uri, (cached = { version, result }), RECENT_READS);
    }
    const { text, problem } = cached.result;
    if (problem) return cached.result;
    const violation = this.nestingViolation(uri, version, text, withNesting);
    return violation ? { text, problem: { code: 'input-limit', ...violation } } : cached.result;
  }

  /** The verdict on the text's nesting: scanned when `scan` and not known yet for this version. */
  private nestingViolation(
    uri: string,
    version: string | number,
    text: string,
    scan: boolean,
  ): LimitViolation | undefined {
    const known = this.verdicts.get(uri);
    if (known?.version === version) return known.violation;
    if (!scan) return undefined;
    const violation = checkNesting(text, this.limits());
    remember(this.verdicts, uri, { version, violation }, RECENT_VERDICTS);
    return violation;
  }

  private readUncached(uri: string): ReadResult | undefined {
    const limits = this.limits();
    const size = this.workspace.size?.(uri);
    if (size !== undefined && size > limits.maxFileBytes) {
      return {
        problem: {
          code: 'input-limit',
          offset: 0,
          message: `The file is ${formatBytes(size)}, over the limit of ${formatBytes(limits.maxFileBytes)}: it is not checked (setting docsLsp.limits.maxFileBytes).`,
        },
      };
    }
    let text: string | undefined;
    try {
      text = this.workspace.read(uri);
    } catch (error) {
      if (error instanceof FileEncodingError)
        return {
          problem: { code: 'file-encoding', offset: 0, message: 'The file is not valid UTF-8: it is not checked.' },
        };
      if (error instanceof UnreadableFileError)
        return {
          problem: { code: 'file-unreadable', offset: 0, message: `The file cannot be read: ${error.message}.` },
        };
      throw error;
    }
    if (text === undefined) return undefined;
    const violation = checkSize(text, limits);
    return violation ? { text, problem: { code: 'input-limit', ...violation } } : { text };
  }
}

/** Sets `key` as the newest entry, dropping the oldest beyond `max`. */
function remember<T>(map: Map<string, T>, key: string, value: T, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value!);
}
