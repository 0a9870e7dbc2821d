// A rule's finding: a diagnostic before its severity is resolved from the settings.
import { DiagnosticTag, Range } from 'vscode-languageserver-types';

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
