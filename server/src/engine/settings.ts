// Settings shared by the CLI and the server: defaults, then docs-lsp.json (at the docs root or above), then what the
// editor or the command line says. VS Code settings (`docsLsp.*`) and LSP initializationOptions take the same shape.
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import { InputLimits } from './limits';
import { isRuleCode, RuleCode, ruleInfo, Severity } from './ruleCatalog';

export type RuleSetting = Severity | 'off';

export interface Settings {
  /** Severity per rule code. */
  readonly rules: Readonly<Record<string, RuleSetting>>;
  readonly diagnostics: { readonly scope: 'openFiles' | 'workspace' };
  readonly openapi: { readonly allowRemote: boolean };
  /**
   * Paths (globs) whose findings of a rule are not reported, per rule code or `*` for every rule: paths of files
   * from the docs root (`legacy/**`), or of a place in a JSON file, `docs.json#/navigation/tabs/2/**`.
   */
  readonly ignore: Readonly<Record<string, readonly string[]>>;
  /** The baseline file (from the docs root): the problems it records are not reported. */
  readonly baseline?: string;
  /**
   * External links (http(s) links and images of pages and docs.json): `check`, whether they are requested (the
   * user's decision, like downloads: `check --external`, `docsLsp.externalLinks.check`); `exclude`, URL patterns
   * never requested (see `matchesUrlPattern`).
   */
  readonly externalLinks: { readonly check: boolean; readonly exclude: readonly string[] };
}

export type PartialSettings = {
  rules?: Record<string, RuleSetting>;
  limits?: Partial<InputLimits>;
  diagnostics?: { scope?: 'openFiles' | 'workspace' };
  /** `allowedHosts` (local or private hosts a download may reach) is read from the user's settings only. */
  openapi?: { allowRemote?: boolean; allowedHosts?: readonly string[] };
  ignore?: Record<string, readonly string[]>;
  baseline?: string;
  /** `check` is read from the user's settings only (docs-lsp.json may turn it off); `exclude` lists add up. */
  externalLinks?: { check?: boolean; exclude?: readonly string[] };
};

export const DEFAULT_SETTINGS: Settings = {
  rules: {},
  diagnostics: { scope: 'openFiles' },
  openapi: { allowRemote: false },
  ignore: {},
  externalLinks: { check: false, exclude: [] },
};

/** The baseline's file name when none is given, at the docs root. */
export const DEFAULT_BASELINE_FILE = '.docs-lsp-baseline.json';

/** A path written in the settings that stays inside the docs root: relative, no `..` leaving it, no backslash. */
export function isInsideRootPath(path: string): boolean {
  if (path === '' || path.startsWith('/') || /^[A-Za-z]:/.test(path) || path.includes('\\') || path.includes('\0'))
    return false;
  let depth = 0;
  for (const part of path.split('/')) {
    if (part === '..') depth--;
    else if (part !== '.' && part !== '') depth++;
    if (depth < 0) return false;
  }
  return depth > 0;
}

export const SETTINGS_FILE = 'docs-lsp.json';

const RULE_SETTINGS: ReadonlySet<string> = new Set<RuleSetting>(['error', 'warning', 'info', 'hint', 'off']);

/** A severity a rule may be set to (`off` included). */
export function isRuleSetting(value: unknown): value is RuleSetting {
  return typeof value === 'string' && RULE_SETTINGS.has(value);
}

/**
 * Layers settings: later layers win, rule by rule. Unknown codes and malformed values are dropped, never thrown on
 * (docs-lsp.json reports them: settings-invalid; the CLI refuses them).
 */
export function mergeSettings(base: Settings, ...layers: (PartialSettings | undefined)[]): Settings {
  let result = base;
  for (const layer of layers) {
    if (!layer || typeof layer !== 'object') continue;
    const rules = { ...result.rules };
    if (layer.rules && typeof layer.rules === 'object') {
      for (const [code, value] of Object.entries(layer.rules))
        if (isRuleCode(code) && isRuleSetting(value)) rules[code] = value;
    }
    const ignore = { ...result.ignore };
    if (layer.ignore && typeof layer.ignore === 'object') {
      for (const [code, globs] of Object.entries(layer.ignore))
        if ((code === '*' || isRuleCode(code)) && Array.isArray(globs))
          ignore[code] = globs.filter((glob): glob is string => typeof glob === 'string');
    }
    const scope = layer.diagnostics?.scope;
    const allowRemote = layer.openapi?.allowRemote;
    const baseline =
      typeof layer.baseline === 'string' && isInsideRootPath(layer.baseline) ? layer.baseline : result.baseline;
    const external = layer.externalLinks;
    const exclude = Array.isArray(external?.exclude)
      ? [...result.externalLinks.exclude, ...external.exclude.filter((p): p is string => typeof p === 'string')]
      : result.externalLinks.exclude;
    result = {
      rules,
      diagnostics: { scope: scope === 'workspace' || scope === 'openFiles' ? scope : result.diagnostics.scope },
      openapi: { allowRemote: typeof allowRemote === 'boolean' ? allowRemote : result.openapi.allowRemote },
      ignore,
      ...(baseline !== undefined && { baseline }),
      externalLinks: {
        check: typeof external?.check === 'boolean' ? external.check : result.externalLinks.check,
        exclude,
      },
    };
  }
  return result;
}

/** The effective severity of a rule, or undefined when it is turned off. */
export function severityOf(settings: Settings, code: RuleCode): DiagnosticSeverity | undefined {
  const setting = settings.rules[code] ?? ruleInfo(code)?.severity ?? 'error';
  switch (setting) {
    case 'off':
      return undefined;
    case 'error':
      return DiagnosticSeverity.Error;
    case 'warning':
      return DiagnosticSeverity.Warning;
    case 'info':
      return DiagnosticSeverity.Information;
    case 'hint':
      return DiagnosticSeverity.Hint;
  }
}

/**
 * Whether a URL matches a pattern of `externalLinks.exclude`: `*` stands for any run of characters; a pattern with
 * `://` matches the URLs that start with it (`https://github.com/acme/private-*`; the `#fragment` aside), one
 * without matches the host alone, whole (`*.internal.example.org`, `status.acme.com`). Case is ignored.
 */
export function matchesUrlPattern(url: URL, pattern: string): boolean {
  const subject = pattern.includes('://') ? url.href.split('#')[0] : url.hostname;
  const expression = pattern
    .trim()
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${expression}${pattern.includes('://') ? '' : '$'}`, 'i').test(subject);
}
