// Every file the engine parses is read here, through the input limits: its text, or why it cannot be checked
// (too large, brackets nested too deep, not UTF-8, unreadable). No parser sees a file that did not pass.
import { FileProblem } from '../docsjson/json';
import { Finding } from '../findings';
import { checkNesting, checkSize, DEFAULT_LIMITS, formatBytes, InputLimits } from '../limits';
import { rangeOf, TextDocument } from '../text';
import { FileEncodingError, UnreadableFileError, Workspace } from '../workspace';

const RECENT_READS = 4;

export type ReadResult = { text: string; problem?: undefined } | { text?: string; problem: FileProblem };

export class TextReader {
  /** The last few reads, by URI + version: the spec store and the spec sniffer ask for the same new version in turn,
   * and the nesting scan of a big file is worth doing once. */
  private readonly recent = new Map<string, { version: string | number; result: ReadResult; nestingChecked: boolean }>();

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
      cached = { version, result, nestingChecked: false };
      this.recent.delete(uri);
      this.recent.set(uri, cached);
      if (this.recent.size > RECENT_READS) this.recent.delete(this.recent.keys().next().value!);
    }
    if (withNesting && !cached.nestingChecked) {
      const { text, problem } = cached.result;
      const violation = problem ? undefined : checkNesting(text, this.limits());
      if (violation) cached.result = { text, problem: { code: 'input-limit', ...violation } };
      cached.nestingChecked = true;
    }
    return cached.result;
  }

  private readUncached(uri: string): ReadResult | undefined {
    const limits = this.limits();
    const size = this.workspace.size?.(uri);
    if (size !== undefined && size > limits.maxFileBytes) {
      return { problem: { code: 'input-limit', offset: 0, message: `The file is ${formatBytes(size)}, over the limit of ${formatBytes(limits.maxFileBytes)}: it is not checked (setting docsLsp.limits.maxFileBytes).` } };
    }
    let text: string | undefined;
    try {
      text = this.workspace.read(uri);
    } catch (error) {
      if (error instanceof FileEncodingError) return { problem: { code: 'file-encoding', offset: 0, message: 'The file is not valid UTF-8: it is not checked.' } };
      if (error instanceof UnreadableFileError) return { problem: { code: 'file-unreadable', offset: 0, message: `The file cannot be read: ${error.message}.` } };
      throw error;
    }
    if (text === undefined) return undefined;
    const violation = checkSize(text, limits);
    return violation ? { text, problem: { code: 'input-limit', ...violation } } : { text };
  }
}

/** A file's problem as a finding at its position (the start of the file when the text was not read). */
export function problemFinding(uri: string, problem: FileProblem, text = ''): Finding {
  const doc = TextDocument.create(uri, 'text', 0, text);
  return { uri, range: rangeOf(doc, problem.offset, 0), code: problem.code, message: problem.message };
}
