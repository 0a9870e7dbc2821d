export { cleanHeadingId, decodeFragment, fragmentForms, headingSlug, renderedId, typeset } from './anchorIds';
export { closingSequenceStart } from './atxHeading';
export { SCHEME, escapeLinkPath, hasPageExtension, looksLikeAsset, normalize, parseLinkTarget } from './linkTargets';
export type { LinkTarget } from './linkTargets';
export { pageContent, typesetHeadingText } from './pageReader';
export type { LinkKind, PageAnchor, PageContent, PageLink } from './pageReader';
export { parsePageContent } from './pageReaderEvents';
export { parseMdx, typesetHeadings } from './parse';
