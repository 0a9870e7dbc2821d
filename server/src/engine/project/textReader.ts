// Every file the engine parses is read here, through the input limits: its text, or why it cannot be checked
// (too large, brackets nested too deep, not UTF-8, unreadable). No parser sees a file that did not pass.
import { FileProblem } from '../findings';
import { checkNesting, checkSize, DEFAULT_LIMITS, formatBytes, InputLimits, LimitViolation } from '../limits';
import { FileEncodingError, UnreadableFileError, Workspace } from '../workspace';
import { changedSpan } from '../docsjson';
import { checkPageNesting } from './pageLimits';
import { isPageFile } from './pagePaths';

const RECENT_READS = 4;
const RECENT_VERDICTS = 16;
const JUDGED_TEXTS = 2;

export type ReadResult = { text: string; problem?: undefined } | { text?: string; problem: FileProblem };

export class TextReader {
  /**
   * The last few reads of this turn of the event loop, by URI + version: the spec sniffer and the spec store read the
   * same new version in turn. Dropped when the turn ends: kept longer, they held three big specs (16 MB) for nothing.
   */
  private readonly recent = new Map<string, { version: string | number; result: ReadResult }>();
  /** The nesting verdicts of the last few files, by URI + version: a big file read on every request is scanned once. */
  private readonly verdicts = new Map<string, Verdict>();
  /** The texts of the last two verdicts (a docs.json being typed in), to judge the next version by what changed. */
  private readonly judgedTexts = new Map<string, string>();

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
    const limits = this.limits();
    const judged = this.judgedTexts.get(uri);
    const same =
      known && !known.violation && known.maxDepth === limits.maxNestingDepth && judged && sameNesting(judged, text);
    // a page's brackets are read as its parser reads them (limits.ts)
    const violation = same ? undefined : (isPageFile(uri) ? checkPageNesting : checkNesting)(text, limits);
    remember(this.verdicts, uri, { version, violation, maxDepth: limits.maxNestingDepth }, RECENT_VERDICTS);
    remember(this.judgedTexts, uri, text, JUDGED_TEXTS);
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
          message:
            `The file is ${formatBytes(size)}, over the limit of ${formatBytes(limits.maxFileBytes)}: it ` +
            `is not checked (setting docsLsp.limits.maxFileBytes).`,
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

interface Verdict {
  readonly version: string | number;
  readonly violation: LimitViolation | undefined;
  readonly maxDepth: number;
}

/** Characters that open, close or quote for the nesting scan (limits.ts), or end the line a quote may not cross. */
const SCANNED = /["'\\[\]{}\r\n]/;

/**
 * Whether the nesting of `text` is that of `oldText` without scanning it again: the edit between them (typing in a
 * page path of a 2.5 MB docs.json) neither removes nor adds a character the scan reacts to, nor touches a `'`.
 */
function sameNesting(oldText: string, text: string): boolean {
  const { start, oldEnd } = changedSpan(oldText, text);
  const newEnd = oldEnd + text.length - oldText.length;
  if (oldEnd - start > 256 || newEnd - start > 256) return false;
  return (
    !SCANNED.test(oldText.slice(start, oldEnd)) &&
    !SCANNED.test(text.slice(start, newEnd)) &&
    text.charAt(start - 1) !== "'" &&
    text.charAt(newEnd) !== "'"
  );
}

/** Sets `key` as the newest entry, dropping the oldest beyond `max`. */
function remember<T>(map: Map<string, T>, key: string, value: T, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value!);
}
