// Remote specs named in docs.json: one openapi-fetch error when a download failed, or one info diagnostic saying how
// many references went unchecked while the spec is not loaded (remote specs off, or still downloading).
import { stringContentRange } from '../../docsjson';
import { DocsConfig } from '../../docsjson';
import { Finding } from '../../findings';
import { allNavigationSpecs } from '../../siteSpecs';
import { isRemoteSpec } from '../../openapiDocument';
import { SpecReference } from '../../siteSpecs';
import { ReferenceResolver, Resolution } from '../../siteSpecs';

export function remoteSpecFindings(
  config: DocsConfig,
  resolver: ReferenceResolver,
  uncheckedCount: (url: string) => number,
): Finding[] {
  const findings: Finding[] = [];
  for (const spec of allNavigationSpecs(config)) {
    if (!isRemoteSpec(spec.source)) continue;
    const url = spec.source.trim();
    const { state } = resolver.spec(url, true);
    const range = stringContentRange(spec.node);
    const uri = spec.node.file.uri;
    if (state.status === 'fetch-failed') {
      findings.push({
        uri,
        range,
        code: 'openapi-fetch',
        message: fetchFailedMessage(url, state.error),
      });
    } else if (state.status === 'remote-off' || state.status === 'loading') {
      const count = uncheckedCount(url);
      const why =
        state.status === 'loading'
          ? 'is still loading'
          : 'is not loaded (remote specs are off: `docsLsp.openapi.allowRemote` or `--allow-remote`)';
      findings.push({
        uri,
        range,
        code: 'openapi-remote-unchecked',
        message: `The spec at ${url} ${why}: ${uncheckedWhat(count)} went unchecked.`,
      });
    }
  }
  return findings;
}

/** A page's reference to a URL spec that is not loaded: why, on the spec part of the reference. */
export function uncheckedPageFinding(
  ref: SpecReference,
  resolution: Extract<Resolution, { status: 'unchecked' }>,
): Finding {
  const token = ref.parsed.spec!;
  const state = resolution.specs[0].state;
  const code = state.status === 'fetch-failed' ? 'openapi-fetch' : 'openapi-remote-unchecked';
  const message =
    state.status === 'fetch-failed'
      ? fetchFailedMessage(token.text, state.error)
      : `The spec at ${token.text} is not loaded (remote specs are off, or it is still loading): ` +
        'this reference went unchecked.';
  return {
    uri: ref.uri,
    range: { start: ref.doc.positionAt(token.start), end: ref.doc.positionAt(token.end) },
    code,
    message,
  };
}

/** The spec itself when nothing refers to it, else the references to it: never "0 references". */
function uncheckedWhat(references: number): string {
  if (references === 0) return 'it';
  return `it and the ${references === 1 ? 'reference' : `${references} references`} to it`;
}

function fetchFailedMessage(url: string, error: string | undefined): string {
  return `The spec at ${url} could not be loaded: ${error}.`;
}
