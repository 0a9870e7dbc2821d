// The ref-* rules: what a resolved (or unresolvable) spec reference reports. The fix data of each "did you mean"
// is the replacement text for the diagnostic's range.
import { Range } from 'vscode-languageserver-types';
import { Finding } from '../../findings';
import { RuleCode } from '../../ruleCatalog';
import { Resolution } from '../../siteSpecs';
import { SpecReference } from '../../siteSpecs';
import { OperationInfo } from '../../openapiDocument';
import { rangeOf } from '../../text';
import { basenameUri } from '../../workspace';

/** The rules whose "did you mean" is a replacement of the reference's text. */
type ReplaceableCode =
  'ref-spec-fallback' | 'ref-unknown-spec' | 'ref-unknown-endpoint' | 'ref-unknown-webhook' | 'ref-unknown-schema';

export function referenceFindings(
  ref: SpecReference,
  resolution: Resolution,
  writtenPath: (uri: string) => string,
): Finding[] {
  const at = (start: number, end: number) => rangeOf(ref.doc, start, end - start);
  const whole = at(ref.start, ref.end);
  const finding = (code: RuleCode, range: typeof whole, message: string): Finding => ({
    uri: ref.uri,
    range,
    code,
    message,
  });
  const withReplacements = (
    code: ReplaceableCode,
    range: typeof whole,
    message: string,
    replacements: readonly string[],
  ): Finding => ({
    uri: ref.uri,
    range,
    code,
    message,
    data: replacements.length > 0 ? { fix: 'replace', replacements } : undefined,
  });
  const parsed = ref.parsed;
  switch (resolution.status) {
    case 'invalid':
      return [finding('ref-syntax', whole, `"${ref.text}" is not a reference of the form ${resolution.expected}.`)];
    case 'no-spec':
      return [
        finding(
          'ref-no-spec',
          whole,
          ref.entry
            ? `"${ref.text}" names no spec file and none is in scope: set \`openapi\` on this element or an ` +
                `ancestor, or \`api.openapi\`, or write \`<spec-file> ${ref.text}\`.`
            : `"${ref.text}" names no spec file, and this docs root has no OpenAPI file.`,
        ),
      ];
    case 'unknown-spec': {
      const { token, suggestion, notSpec } = resolution;
      const message = notSpec
        ? `"${token.text}" is not an OpenAPI document (no top-level \`openapi\`).`
        : `The spec file "${token.text}" does not exist.${suggestion ? ` Did you mean "${suggestion}"?` : ''}`;
      return [
        withReplacements('ref-unknown-spec', at(token.start, token.end), message, suggestion ? [suggestion] : []),
      ];
    }
    case 'unchecked':
      return [];
    case 'not-found':
      return [notFound(ref, resolution, at, withReplacements)];
    case 'found': {
      const findings: Finding[] = [];
      const { target, spec, others, fallbackFrom } = resolution;
      if (fallbackFrom) {
        const used = writtenPath(spec.uri);
        findings.push(
          withReplacements(
            'ref-spec-fallback',
            at(fallbackFrom.start, fallbackFrom.end),
            `"${fallbackFrom.text}" names no spec file holding this ${'method' in target ? 'endpoint' : 'schema'}: ` +
              `the platform renders the page from ${used}, the spec it falls back to. Name that file.`,
            [used],
          ),
        );
      }
      if (others.length > 0 && !parsed.spec && !ref.entry) {
        const kind = parsed.kind === 'schema' ? 'schema' : 'endpoint';
        const names = [spec, ...others].map((s) => basenameUri(s.uri)).join(', ');
        findings.push({
          uri: ref.uri,
          range: whole,
          code: kind === 'schema' ? 'ref-ambiguous-schema' : 'ref-ambiguous-endpoint',
          message:
            `"${ref.text}" exists in several specs (${names}); the first in alphabetical order is used: ` +
            `${writtenPath(spec.uri)}. Name the spec file to choose.`,
          data: { fix: 'addSpecFile', specs: [spec, ...others].map((s) => writtenPath(s.uri)) },
        });
      }
      if ('hidden' in target && (target as OperationInfo).hidden) {
        findings.push(
          finding(
            'ref-hidden-endpoint',
            whole,
            `"${ref.text}" is marked \`x-hidden\` in the spec: no page is generated for it.`,
          ),
        );
      }
      return findings;
    }
  }
}

function notFound(
  ref: SpecReference,
  resolution: Extract<Resolution, { status: 'not-found' }>,
  at: (s: number, e: number) => ReturnType<typeof rangeOf>,
  finding: (code: ReplaceableCode, range: Range, message: string, replacements: readonly string[]) => Finding,
): Finding {
  const parsed = ref.parsed;
  const specs = resolution.specs.map((s) => basenameUri(s.uri)).join(', ');
  const suggestions = resolution.suggestions;
  const didYouMean = suggestions.length > 0 ? ` Did you mean ${suggestions.map((s) => `"${s}"`).join(' or ')}?` : '';
  if (parsed.kind === 'endpoint') {
    return finding(
      'ref-unknown-endpoint',
      at(parsed.method.start, parsed.path.end),
      `${parsed.method.text.toUpperCase()} ${parsed.path.text} is not in ${specs}.${didYouMean}`,
      [...suggestions],
    );
  }
  if (parsed.kind === 'webhook') {
    const why = resolution.noWebhooks ? ` (${specs} is OpenAPI 3.0, which has no \`webhooks\`)` : '';
    return finding(
      'ref-unknown-webhook',
      at(parsed.name.start, parsed.name.end),
      `Webhook "${parsed.name.text}" is not in ${specs}${why}.${didYouMean}`,
      [...suggestions],
    );
  }
  const name = parsed.kind === 'schema' ? parsed.name : { text: ref.text, start: ref.start, end: ref.end };
  return finding(
    'ref-unknown-schema',
    at(name.start, name.end),
    `"${name.text}" is no schema of \`components.schemas\` in ${specs}.${didYouMean}`,
    [...suggestions],
  );
}
