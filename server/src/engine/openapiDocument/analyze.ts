// One spec text in, its compact index and every spec-level finding out. Pure and synchronous: it runs in the
// worker thread (server) or in-process (CLI, tests), and its result crosses threads by structured clone.
import { Finding } from '../findings';
import { checkLimits, DEFAULT_LIMITS, InputLimits } from '../limits';
import { problemFinding } from '../findings';
import { checkSecuritySchemes, checkServers, checkWebhooksVersion } from './checks/document';
import { checkEnumValues } from './checks/enumValues';
import { checkExamples } from './checks/examples';
import { checkRefs } from './checks/jsonRefs';
import { checkOperationIds } from './checks/operationIds';
import { checkPathParameters } from './checks/pathParameters';
import { checkRequestBodyMethod } from './checks/requestBodyMethod';
import { checkSuccessResponses } from './checks/responses';
import { SpecRule } from './checks/specRule';
import { checkTags } from './checks/tags';
import { checkXDocs } from './checks/xDocs';
import { createDocument, rangeOf } from '../text';
import { buildSpecIndex } from './indexer';
import { SpecIndex } from './specIndex';
import { parseSpec, prop, SpecNode } from './specTree';
import { checkStructure } from './structure';

export interface SpecAnalysis {
  readonly uri: string;
  readonly version: string | number;
  /** The top level has `openapi` (or `swagger`): the file is meant as a spec, whatever its faults. */
  readonly isSpec: boolean;
  /** Undefined when the text does not parse or is not OpenAPI 3.0/3.1: the last good index stays in use. */
  readonly index?: SpecIndex;
  readonly findings: Finding[];
  /** Why the text was not parsed: it is over an input limit (its finding is `input-limit`). */
  readonly overLimit?: string;
}

const SPEC_RULES: readonly SpecRule[] = [
  checkRefs,
  checkWebhooksVersion,
  checkSecuritySchemes,
  checkServers,
  checkXDocs,
  checkPathParameters,
  checkOperationIds,
  checkSuccessResponses,
  checkRequestBodyMethod,
  checkTags,
  checkEnumValues,
];
const SUPPORTED_VERSION = /^3\.[01]\.\d+$/;
/**
 * A top-level `openapi` or `swagger` key, for a text that is not parsed: at a line's start, or after the `{` that
 * opens it. Blanks never stand on both sides of an optional sign (`^\s*\{?\s*` tried thousands of lines of blanks
 * from each line's start: cubic, minutes for 6 KB).
 */
const DECLARES_SPEC_VERSION = /^[ \t]*(?:\{\s*)?"?(?:openapi|swagger)"?[ \t]*:/m;

/**
 * `onIndexed` hears the analysis before structural validation (the slow part) runs: references can be checked
 * against the index while the spec's own schema check is still going.
 */
export function analyzeSpec(
  uri: string,
  version: string | number,
  text: string,
  limits: InputLimits = DEFAULT_LIMITS,
  onIndexed?: (partial: SpecAnalysis) => void,
): SpecAnalysis {
  // The input limits guard the parsers, so they are checked here, beside them: in the server this runs in the worker
  // and the main thread never scans a 4 MB spec (about 7 ms per edit).
  const violation = checkLimits(text, limits);
  if (violation) {
    const finding = problemFinding(uri, { code: 'input-limit', ...violation }, text);
    return {
      uri,
      version,
      isSpec: DECLARES_SPEC_VERSION.test(text),
      findings: [finding],
      overLimit: violation.message,
    };
  }
  const doc = createDocument(uri, 'openapi', version, text);
  const { root, problems, plain } = parseSpec(uri, text);
  if (!root) {
    const findings = problems.map((p): Finding => ({
      uri,
      range: rangeOf(doc, p.start, p.end - p.start),
      code: 'openapi-parse',
      message: `Not valid ${/\.ya?ml$/i.test(uri) ? 'YAML' : 'JSON'}: ${p.message}`,
    }));
    return { uri, version, isSpec: DECLARES_SPEC_VERSION.test(text), findings };
  }
  const findings: Finding[] = [];
  const openapi = checkVersion(root, (range, message) =>
    findings.push({ uri, range: rangeOf(doc, range[0], range[1] - range[0]), code: 'openapi-version', message }),
  );
  const isSpec = prop(root, 'openapi') !== undefined || prop(root, 'swagger') !== undefined;
  if (openapi === undefined) return { uri, version, isSpec, findings };
  const report = (finding: Finding) => findings.push(finding);
  const context = { uri, doc, root, openapi, report };
  for (const rule of SPEC_RULES) rule(context);
  const index = buildSpecIndex(uri, doc, root, openapi);
  onIndexed?.({ uri, version, isSpec, index, findings: [...findings] });
  // the slow part: the document and its examples validated with Ajv, the examples last (they change the value)
  const value = plain();
  findings.push(...checkStructure(uri, doc, root, value, openapi));
  findings.push(...checkExamples(context, value));
  return { uri, version, isSpec, index, findings };
}

/** The `openapi` version when it is 3.0.x or 3.1.x; otherwise reports why not. */
function checkVersion(root: SpecNode, report: (range: [number, number], message: string) => void): string | undefined {
  if (root.kind !== 'object') {
    report(
      [root.start, Math.min(root.end, root.start + 1)],
      'An OpenAPI document is an object with an `openapi` version, `info` and `paths`.',
    );
    return undefined;
  }
  const swagger = prop(root, 'swagger');
  if (swagger) {
    report(
      [swagger.keyStart, swagger.value.end],
      'Swagger 2.0 is not supported: convert the spec to OpenAPI 3.0 or 3.1.',
    );
    return undefined;
  }
  const openapi = prop(root, 'openapi');
  if (!openapi) {
    report([root.start, root.start + 1], 'No `openapi` version field: is this an OpenAPI 3.0/3.1 document?');
    return undefined;
  }
  const value = openapi.value.kind === 'scalar' ? openapi.value.value : undefined;
  if (typeof value !== 'string' || !SUPPORTED_VERSION.test(value)) {
    report(
      [openapi.value.start, openapi.value.end],
      '`openapi` must be a 3.0.x or 3.1.x version string, not ' +
        `${typeof value === 'string' ? `"${value}"` : String(value ?? openapi.value.kind)}.`,
    );
    return undefined;
  }
  return value;
}
