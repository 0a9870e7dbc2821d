/** Marks each line of the in-editor suite's report, so a runner can pick it out of everything else the editor logs. */
export const REPORT_MARK = '[docs-lsp suite] ';
