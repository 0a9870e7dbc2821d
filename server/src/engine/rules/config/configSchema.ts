// Every setting of docs.json outside `navigation`, checked against the platform's schema (config-schema,
// config-unknown-field, config-refused-field) and the checks of its validator beyond that schema. The navigation's
// text is cut out before validation (its rules are the navigation rules), so a 500 KB docs.json validates as the few
// kilobytes of its settings, and an edit inside the navigation reuses the last result.
import { JsonFile, JsonNode, property, stringValue } from '../../docsjson';
import { Finding } from '../../findings';
import { SchemaProblem, SchemaValidator } from '../../docsjson';
import { isLegacyConfig } from '../../docsjson';
import {
  legacySettingsValidator,
  localSettingsValidator,
  ownSettingsValidator,
  settingsPartValidator,
  settingsValidator,
} from '../../docsjson';
import { isPlatformSchemaUrl, RemoteSchemaState } from '../../project';
import { rangeOf } from '../../text';
import { codesOf } from '../../ruleCatalog';
import { ConfigRule } from './ruleContext';
import { refinementFindings } from './validatorRefinements';

/** Every code this check reports (it alone reports them): the rules whose modules name it. */
export const SETTINGS_CODES: ReadonlySet<string> = codesOf('config.settings');

let last: { validator: SchemaValidator; text: string; problems: SchemaProblem[] } | undefined;

export const checkSettings: ConfigRule = ({ config, report, enabled, remoteSchema }) => {
  const top = config.top;
  if (
    !top ||
    top.file.uri !== config.configUri ||
    (!enabled('config-schema') && !enabled('config-unknown-field') && !enabled('config-refused-field'))
  )
    return;
  const file = top.file;
  if (file.errors.length > 0) return; // what a broken file's settings are is a guess: json-syntax says what to fix
  const text = file.doc.getText();
  // mint.json (the legacy format) is validated whole against the platform's legacy schema: its navigation has no
  // rules of its own beyond page files, and the file is small
  const legacy = isLegacyConfig(config.configUri);
  const navigation = legacy ? undefined : property(top, 'navigation')?.valueNode;
  const cut = navigation?.file === file ? navigation.node : undefined;
  const settings = cut ? `${text.slice(0, cut.offset)}{}${text.slice(cut.offset + cut.length)}` : text;
  const theme = stringValue(property(top, 'theme')?.valueNode);
  // a local `$schema` file is honoured, and so is another URL once downloaded (while remote loading is allowed);
  // the platform's own address means the bundled snapshot, which also serves while another is not at hand
  const schemaNode = property(top, '$schema')?.valueNode;
  const schemaUrl = stringValue(schemaNode);
  const remote =
    !legacy && schemaNode && schemaUrl && /^https?:\/\//i.test(schemaUrl) && !isPlatformSchemaUrl(schemaUrl)
      ? remoteSchema(schemaUrl)
      : undefined;
  const remoteValidator = remote?.status === 'ready' ? ownSettingsValidator(remote.schema) : undefined;
  if (remote && schemaNode) {
    const unusable = remote.status === 'ready' && !remoteValidator ? 'it is not a usable JSON Schema' : undefined;
    const problem = remoteProblem(remote, unusable);
    if (problem && enabled(problem.code))
      report({ uri: file.uri, range: rangeOf(file.doc, schemaNode.node.offset, schemaNode.node.length), ...problem });
  }
  const validator = legacy
    ? legacySettingsValidator()
    : (config.localSchema && localSettingsValidator(config.localSchema)) || remoteValidator || settingsValidator(theme);
  const previous = last;
  const validated =
    previous && previous.validator === validator && previous.text === settings
      ? previous
      : { validator, text: settings, problems: validator.validate(settings) };
  last = validated;
  const shift = cut ? cut.length - 2 : 0;
  const toOriginal = (offset: number) => (cut && offset >= cut.offset + 2 ? offset + shift : offset);
  // values pulled in with `$ref` are checked in their own files; `api.openapi` by nav-openapi-value;
  const api = property(top, 'api')?.valueNode;
  const apiOpenapi = api?.node.type === 'object' ? property(api, 'openapi')?.valueNode : undefined;
  // a local `$schema` path is read as a file (json-ref says when it names none), not judged as a URL
  const schemaPath = property(top, '$schema')?.valueNode;
  const localPath = schemaPath && !/^[a-z][a-z0-9+.-]*:/i.test(stringValue(schemaPath) ?? ':') ? [schemaPath] : [];
  const skipped = [...refObjects(top), ...(apiOpenapi ? [apiOpenapi] : []), ...localPath];
  const reported: number[] = [];
  for (const problem of validated.problems) {
    const offset = toOriginal(problem.offset);
    if (skipped.some((n) => offset >= n.node.offset && offset < n.node.offset + n.node.length)) continue;
    reported.push(offset);
    report(finding(file, offset, problem));
  }
  // what the platform's validator refuses beyond its JSON Schema, where the schema found nothing wrong (the
  // platform's own schema only: a schema of the site's own says what it checks)
  if (!legacy && validator === settingsValidator(theme) && enabled('config-schema')) {
    const within = (n: JsonNode, offset: number) => offset >= n.node.offset && offset < n.node.offset + n.node.length;
    const judged = (n: JsonNode) => n.file === file && reported.some((offset) => within(n, offset));
    // `api.openapi` too (what nav-openapi-value says of it is whether the files are there), and a local `$schema`
    // path, which the platform's validator refuses as no URL
    const unread = refObjects(top);
    const inside = (n: JsonNode) => n.file === file && !unread.some((s) => within(s, n.node.offset));
    for (const found of refinementFindings(top, theme, judged, inside)) report(found);
  }
  // each value pulled in with `$ref` is checked in its own file, against the schema of the place it stands in
  for (const { path, value } of config.settingsRefs) {
    if (value.file.errors.length > 0 || value.node !== value.file.root) continue;
    for (const problem of settingsPartValidator(theme, path).validate(value.file.doc.getText(), path))
      report(finding(value.file, problem.offset, problem));
  }
};

/** Why a `$schema` URL does not serve (yet), and what is used meanwhile. */
function remoteProblem(
  state: RemoteSchemaState,
  unusable: string | undefined,
): { code: 'config-schema-fetch' | 'config-schema-remote-unchecked'; message: string } | undefined {
  const instead = "docs.json is checked against the platform's schema instead.";
  const failure = unusable ?? (state.status === 'failed' ? state.error : undefined);
  if (failure)
    return { code: 'config-schema-fetch', message: `The schema at this URL could not be used: ${failure}; ${instead}` };
  if (state.status === 'off')
    return {
      code: 'config-schema-remote-unchecked',
      message:
        'The schema at this URL is not downloaded (remote loading is off: `docsLsp.openapi.allowRemote` or ' +
        `\`--allow-remote\`); ${instead}`,
    };
  if (state.status === 'loading')
    return {
      code: 'config-schema-remote-unchecked',
      message: `The schema at this URL is being downloaded; ${instead}`,
    };
  return undefined;
}

function finding(file: JsonFile, offset: number, problem: SchemaProblem): Finding {
  const at = { uri: file.uri, range: rangeOf(file.doc, offset, problem.length), message: problem.message };
  const { replacements } = problem;
  return problem.code === 'config-unknown-field' || problem.code === 'config-refused-field'
    ? { ...at, code: problem.code, data: replacements ? { fix: 'renameKey', key: replacements[0] } : undefined }
    : { ...at, code: problem.code, data: replacements ? { fix: 'replace', replacements } : undefined };
}

/** Objects outside the navigation that are `{ "$ref": ... }`. */
function refObjects(top: JsonNode): JsonNode[] {
  const found: JsonNode[] = [];
  const visit = (n: JsonNode) => {
    if (n.node.type === 'object' && property(n, '$ref')) {
      found.push(n);
      return;
    }
    for (const child of n.node.children ?? []) {
      if (child.type === 'property') {
        const [key, value] = child.children ?? [];
        if (value && !(n === top && key?.value === 'navigation')) visit({ file: n.file, node: value });
      } else visit({ file: n.file, node: child });
    }
  };
  visit(top);
  return found;
}
