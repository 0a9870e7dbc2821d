// A rule's finding: a diagnostic before its severity is resolved from the settings.
import { DiagnosticTag, Range } from 'vscode-languageserver-types';
import { rangeOf, TextDocument } from './text';

export interface Finding {
  readonly uri: string;
  readonly range: Range;
  readonly code: string;
  readonly message: string;
  /** What the rule's quick fix needs; never parsed out of the message. */
  readonly data?: FixData;
  readonly tags?: DiagnosticTag[];
}

/** A quick fix's payload: `fix` names the fixer (features/codeActions.ts), the rest is its input. */
export interface FixData {
  readonly fix: string;
  readonly [key: string]: unknown;
}

export type Report = (finding: Finding) => void;

/** Why a file was not parsed (too large, too deep, not UTF-8, unreadable), at the offset where the reason lies. */
export interface FileProblem {
  readonly code: 'input-limit' | 'file-encoding' | 'file-unreadable';
  readonly message: string;
  readonly offset: number;
}

/** A file's problem as a finding at its position (the start of the file when the text was not read). */
export function problemFinding(uri: string, problem: FileProblem, text = ''): Finding {
  const doc = TextDocument.create(uri, 'text', 0, text);
  return { uri, range: rangeOf(doc, problem.offset, 0), code: problem.code, message: problem.message };
}
