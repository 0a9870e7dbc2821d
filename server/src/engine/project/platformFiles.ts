// The platform's own lists of files, snapshotted from @mintlify/common by `npm run update-platform-files`: those it
// never publishes (its default ignores, added to every .mintignore) and those it generates at the site's root.
import snapshot from './platform/platformFiles.json';

export const PLATFORM_FILES: { readonly ignored: readonly string[]; readonly generated: readonly string[] } = snapshot;
