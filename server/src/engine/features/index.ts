export { getCodeActions, upgradeToDocsJsonEdit } from './codeActions';
export { DIAGNOSTIC_SOURCE, DiagnosticsComputer } from './diagnostics';
export { FEATURES, documentKind } from './documentKinds';
export { editNavigation } from './navigationEdit';
export { NavigationTreeBuilder } from './navigationTree';
export { resolvePageLinkItem } from './pageLinkCompletion';
export { getRenameFilesEdits } from './renameFiles';
export type { FileRename } from './renameFiles';
export type { HeadingRenameTarget, RenameRefusal } from './renameHeading';
