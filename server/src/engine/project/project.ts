// The engine's state: the file index, and every parsed file cached by URI + version. A result records the versions
// of the files it read, so a change invalidates exactly what depends on it.
import { readSettingsFile, SettingsFileReading } from './settingsFile';
import { Baseline, readBaseline } from './baselineFile';
import { ParseErrorCode, printParseErrorCode } from 'jsonc-parser';
import { Finding, problemFinding } from '../findings';
import { rangeOf } from '../text';
import { JsonFile, parseJsonFile, unparsedJsonFile } from '../docsjson';
import { DEFAULT_LIMITS, InputLimits, MAX_SYNTAX_ERRORS } from '../limits';
import { ViewedPaths } from './viewedPaths';
import { TextReader } from './textReader';
import { buildDocsConfig, DocsConfig } from '../docsjson';
import {
  findingAfterEdit,
  GroupLabelEdit,
  isInside,
  isSettingEdit,
  modelAfterLabelEdit,
  modelAfterPageEdit,
  PageEntryEdit,
  SettingEdit,
} from '../docsjson';
import { buildMintConfig, isLegacyConfig } from '../docsjson';
import { DEFAULT_SETTINGS, mergeSettings, PartialSettings, SETTINGS_FILE, Settings } from '../settings';
import { dirnameUri, joinUri, joinUriInside, leavesFolder, relativePath, Workspace } from '../workspace';
import { DocsRoot, FileIndex } from './fileIndex';
import { Logger } from '../logger';
import { FrontmatterCache } from './frontmatterCache';
import { LinkIndex } from './linkIndex';
import { PageBodies, PageParser } from './pageBodies';
import { inProcessSpecLoader, SpecLoader } from '../openapiDocument';
import { createFetchText, FetchText, REMOTE_TIMEOUT_MS } from '../openapiDocument';
import { isSpecFileName, SpecSniffer } from './specFiles';
import { SpecStore } from './specStore';
import { RemoteSchemas } from './remoteSchemas';
import { ExternalLinkChecker, ExternalLinks } from './externalLinkAnswers';

export interface BuiltConfig {
  readonly config: DocsConfig;
  /** Syntax and structural findings from parsing and building the model. */
  readonly findings: readonly Finding[];
  /** Versions of every file read to build it. */
  readonly reads: ReadonlyMap<string, string | number | undefined>;
  /** Set when it was brought forward from `from` by an edit inside one page entry (see docsjson/modelPatch.ts). */
  readonly pageEdit?: PageEntryEdit & { readonly from: BuiltConfig };
  /**
   * Set when it was brought forward from `from` by an edit inside a group's label; `replaced`: the findings of the
   * group's walk before (moved by the edit), which `change.findings` replace.
   */
  readonly labelEdit?: GroupLabelEdit & { readonly from: BuiltConfig; readonly replaced: readonly Finding[] };
  /** Set when it was brought forward from `from` by an edit inside one string of the settings (the model unchanged). */
  readonly settingEdit?: SettingEdit & { readonly from: BuiltConfig };
}

/** How specs are analysed (in-process or in a worker) and downloaded, external links checked, pages parsed. */
export interface SpecOptions {
  readonly loader?: SpecLoader;
  readonly fetchText?: FetchText;
  /** Checks external links (the CLI's `--external`, the editor's setting); without one none is checked. */
  readonly externalLinkChecker?: ExternalLinkChecker;
  /** Parses expensive pages off the caller's thread (the server's worker); without one all are parsed here. */
  readonly pageParser?: PageParser;
}

export class Project {
  readonly index: FileIndex;
  readonly specs: SpecStore;
  /** JSON Schemas a docs.json names by URL in `$schema`. */
  readonly remoteSchemas: RemoteSchemas;
  readonly sniffer: SpecSniffer;
  readonly frontmatter: FrontmatterCache;
  /** Page bodies (MDX below the frontmatter): links, anchors, imports, syntax errors. */
  readonly bodies: PageBodies;
  /** Every page's outgoing links and the reverse, per docs root, kept up to date per changed file. */
  readonly links: LinkIndex;
  /** What external links answered, as the checker given collected them. */
  readonly externalLinks: ExternalLinks;
  private readonly jsonFiles = new Map<string, JsonFile>();
  private readonly configs = new Map<string, BuiltConfig>();
  private readonly settingsFiles = new Map<string, { file: JsonFile; reading: SettingsFileReading }>();
  private readonly baselines = new Map<string, { file: JsonFile; baseline: Baseline }>();
  private readonly projectSettings = new Map<
    string,
    { reads: Map<string, string | number | undefined>; settings: Settings }
  >();

  /** The one door through which parsed files are read (input limits, encoding). */
  readonly reader: TextReader;
  /** Paths readers viewed (from the editor's analytics); replaced whole, so that caches compare by identity. */
  viewedPaths: ViewedPaths | undefined;

  constructor(
    readonly workspace: Workspace,
    private editorSettings: PartialSettings | undefined,
    readonly logger: Logger,
    specOptions: SpecOptions = {},
  ) {
    this.reader = new TextReader(workspace, () => this.limits);
    this.index = new FileIndex(this.reader);
    const fetchText =
      specOptions.fetchText ??
      createFetchText(REMOTE_TIMEOUT_MS, { allowedHosts: () => hostList(this.editorSettings?.openapi?.allowedHosts) });
    this.specs = new SpecStore(this.reader, specOptions.loader ?? inProcessSpecLoader, fetchText, logger);
    this.remoteSchemas = new RemoteSchemas(fetchText, () => this.limits);
    this.sniffer = new SpecSniffer(this.reader);
    this.frontmatter = new FrontmatterCache(this.reader);
    this.bodies = new PageBodies(this.reader, specOptions.pageParser);
    this.links = new LinkIndex(workspace, this.bodies);
    this.externalLinks = new ExternalLinks(specOptions.externalLinkChecker);
  }

  /** Local or private hosts the user lets docs-lsp reach (`docsLsp.openapi.allowedHosts`, `--allow-host`). */
  allowedHosts(): readonly string[] {
    return hostList(this.editorSettings?.openapi?.allowedHosts);
  }

  setEditorSettings(settings: PartialSettings | undefined): void {
    this.editorSettings = settings;
    this.projectSettings.clear();
  }

  /** A JSON file parsed once per version (unparsed, with its problem, when over a limit or unreadable). */
  readJson(uri: string): JsonFile | undefined {
    const version = this.workspace.version(uri);
    if (version === undefined) return undefined;
    const cached = this.jsonFiles.get(uri);
    if (cached && cached.version === version) return cached;
    const read = this.reader.read(uri);
    if (!read) return undefined;
    const parsed =
      read.problem || read.text === undefined
        ? unparsedJsonFile(uri, version, read.text ?? '', read.problem!)
        : parseJsonFile(uri, version, read.text, cached);
    // past the syntax errors reported, the text is far from JSON: what the parser recovers of it (100 000 strings of
    // a pasted page read as page entries) is not read as navigation or settings
    const file = parsed.errors.length > MAX_SYNTAX_ERRORS ? { ...parsed, root: undefined, edit: undefined } : parsed;
    this.jsonFiles.set(uri, file);
    return file;
  }

  get limits(): InputLimits {
    return this.editorSettings?.limits ? { ...DEFAULT_LIMITS, ...this.editorSettings.limits } : DEFAULT_LIMITS;
  }

  /** The navigation model of a docs root, rebuilt only when docs.json or a file it pulls in changed. */
  config(root: DocsRoot): BuiltConfig | undefined {
    const cached = this.configs.get(root.uri);
    if (cached && this.unchanged(cached.reads)) return cached;
    const forward = cached && this.afterPageEdit(cached);
    if (forward) {
      this.configs.set(root.uri, forward);
      return forward;
    }
    const main = this.readJson(root.configUri);
    if (!main) return undefined;
    const findings: Finding[] = [];
    const reads = new Map<string, string | number | undefined>([[main.uri, main.version]]);
    const report = (f: Finding) => findings.push(f);
    const config = isLegacyConfig(main.uri)
      ? buildMintConfig(root.uri, main, report)
      : buildDocsConfig(root.uri, main, {
          report,
          load: (uri) => {
            const file = this.readJson(uri);
            reads.set(uri, this.workspace.version(uri));
            return file;
          },
          resolveRef: (from, ref) => joinUri(dirnameUri(from.uri), ref),
        });
    for (const file of config.files) {
      if (file.problem) findings.push(problemFinding(file.uri, file.problem, file.doc.getText()));
      for (const error of file.errors.slice(0, MAX_SYNTAX_ERRORS))
        findings.push(syntaxFinding(file, error.error, error.offset, error.length));
      const next = file.errors[MAX_SYNTAX_ERRORS];
      if (next) {
        const finding = syntaxFinding(file, next.error, next.offset, next.length);
        const more = file.errors.length - MAX_SYNTAX_ERRORS - 1;
        findings.push({
          ...finding,
          message:
            `${finding.message} (and ${more} more syntax errors after it, not listed: ` +
            'the file is not read further)',
        });
      }
    }
    const built: BuiltConfig = { config, findings, reads };
    this.configs.set(root.uri, built);
    return built;
  }

  /**
   * The model brought forward when the one file that changed since `cached` changed inside one page path, one
   * group's label or one string of the settings that only their check reads; undefined when it must be built again.
   * `cached` is taken over (its model holds the new value).
   */
  private afterPageEdit(cached: BuiltConfig): BuiltConfig | undefined {
    if (isLegacyConfig(cached.config.configUri)) return undefined;
    let changed: string | undefined;
    for (const [uri, version] of cached.reads) {
      if (this.workspace.version(uri) === version) continue;
      if (changed !== undefined) return undefined;
      changed = uri;
    }
    const file = changed === undefined ? undefined : this.readJson(changed);
    if (!file?.edit || file.edit.fromVersion !== cached.reads.get(file.uri)) return undefined;
    const edit = file.edit;
    const moved = cached.findings.map((finding) => findingAfterEdit(finding, file.uri, edit));
    const reads = new Map(cached.reads).set(file.uri, file.version);
    // only the last step is kept: a chain of every earlier model would never be collected
    const earlier = cached as { pageEdit?: unknown; labelEdit?: unknown; settingEdit?: unknown };
    earlier.pageEdit = earlier.labelEdit = earlier.settingEdit = undefined;
    if (isSettingEdit(cached.config, file))
      return { config: { ...cached.config }, findings: moved, reads, settingEdit: { edit, from: cached } };
    const page = modelAfterPageEdit(cached.config, file);
    if (page) return { config: page.config, findings: moved, reads, pageEdit: { ...page.change, from: cached } };
    const label = modelAfterLabelEdit(cached.config, file);
    if (!label) return undefined;
    // what the group's walk reported is replaced by what it reports now
    const replaced = moved.filter((f) => isInside(f, label.change.group));
    const findings = [...moved.filter((f) => !replaced.includes(f)), ...label.change.findings];
    return { config: label.config, findings, reads, labelEdit: { ...label.change, from: cached, replaced } };
  }

  /** A spec file: one a reference already named (the store knows it), or a .json/.yaml/.yml file that looks like a
   * spec; never docs.json or a file it pulls in. Asking the store about any other file would analyse it as a spec. */
  isSpecDocument(uri: string, config?: DocsConfig): boolean {
    if (!isSpecFileName(uri) || uri.endsWith('/docs.json') || config?.files.some((f) => f.uri === uri)) return false;
    return this.specs.known().some((s) => s.uri === uri) || this.sniffer.looksLikeSpec(uri);
  }

  /** Settings for files of a docs root: defaults, then docs-lsp.json at the root or above, then the editor's. */
  settingsFor(rootUri: string): Settings {
    const cached = this.projectSettings.get(rootUri);
    if (cached && this.unchanged(cached.reads)) return cached.settings;
    const reads = new Map<string, string | number | undefined>();
    const file = this.settingsFileOf(rootUri, reads);
    const fromFile = file ? this.settingsFile(file)?.settings : undefined;
    const merged = mergeSettings(DEFAULT_SETTINGS, fromFile, this.editorSettings);
    // downloads are on only when the user turned them on, and no file of the repository turned them off
    const settings =
      merged.openapi.allowRemote && fromFile?.openapi?.allowRemote === false
        ? { ...merged, openapi: { ...merged.openapi, allowRemote: false } }
        : merged;
    this.projectSettings.set(rootUri, { reads, settings });
    return settings;
  }

  /**
   * The docs-lsp.json whose settings apply to a docs root: at the root, or the nearest above it inside its workspace
   * folder (never above the folder: a file there is no part of the repository opened).
   */
  settingsFileOf(rootUri: string, reads = new Map<string, string | number | undefined>()): string | undefined {
    const within = (dir: string) => this.workspace.folders.some((folder) => isFolderInside(dir, folder));
    for (let dir = rootUri; within(dir); dir = dirnameUri(dir)) {
      const uri = joinUri(dir, SETTINGS_FILE);
      const version = this.workspace.version(uri);
      reads.set(uri, version);
      if (version !== undefined) return uri;
      if (dirnameUri(dir) === dir) return undefined;
    }
    return undefined;
  }

  /** A docs-lsp.json read as settings, with what is wrong in it (settings-invalid); once per version. */
  settingsFile(uri: string): SettingsFileReading | undefined {
    const file = this.readJson(uri);
    if (!file) return undefined;
    const cached = this.settingsFiles.get(uri);
    if (cached?.file === file) return cached.reading;
    const reading = readSettingsFile(file);
    this.settingsFiles.set(uri, { file, reading });
    return reading;
  }

  /**
   * The baseline at `path` from the docs root (settings' `baseline`, or the command line's), read once per version
   * through the reader; undefined when there is no such file.
   */
  baseline(root: DocsRoot, path: string): Baseline | undefined {
    const uri = joinUriInside(root.uri, path);
    const file = uri === undefined ? undefined : this.readJson(uri);
    if (!uri || !file) return undefined;
    const cached = this.baselines.get(uri);
    if (cached?.file === file) return cached.baseline;
    const baseline = readBaseline(file);
    this.baselines.set(uri, { file, baseline });
    return baseline;
  }

  /**
   * Whether an edit may create or change `uri`: a file of a docs root as the disk really is, never under
   * node_modules/. Neither the file (a link) nor a folder on its way may lead out of the root, and a dangling link is
   * never written through. Every edit the engine offers is checked here (the facade checks each one again before it
   * leaves).
   */
  mayEdit(uri: string): boolean {
    const root = this.index.rootOf(uri);
    const written = root && relativePath(root.uri, uri);
    if (!root || !written || leavesFolder(written)) return false;
    const real = this.workspace.pathInside(root.uri, uri);
    return !!real && ![written, real].some((path) => path.split('/').includes('node_modules'));
  }

  private unchanged(reads: ReadonlyMap<string, string | number | undefined>): boolean {
    for (const [uri, version] of reads) if (this.workspace.version(uri) !== version) return false;
    return true;
  }
}

/** The host names of a setting, whatever was sent for it. */
function hostList(value: unknown): readonly string[] {
  return Array.isArray(value) ? value.filter((host): host is string => typeof host === 'string') : [];
}

/** Whether the folder `dir` is `folder` or lies below it. */
function isFolderInside(dir: string, folder: string): boolean {
  const base = folder.endsWith('/') ? folder.slice(0, -1) : folder;
  return dir === base || relativePath(base, dir) !== undefined;
}

function syntaxFinding(file: JsonFile, error: ParseErrorCode, offset: number, length: number): Finding {
  return {
    uri: file.uri,
    range: rangeOf(file.doc, offset, length),
    code: 'json-syntax',
    message: `${readableParseError(error)}.`,
  };
}

function readableParseError(error: ParseErrorCode): string {
  const text = printParseErrorCode(error);
  const messages: Partial<Record<string, string>> = {
    InvalidSymbol: 'Invalid symbol',
    InvalidNumberFormat: 'Invalid number',
    PropertyNameExpected: 'Property name expected (keys are strings in double quotes)',
    ValueExpected: 'Value expected',
    ColonExpected: 'Colon expected',
    CommaExpected: 'Comma expected',
    CloseBraceExpected: 'Closing brace `}` expected',
    CloseBracketExpected: 'Closing bracket `]` expected',
    EndOfFileExpected: 'End of file expected',
    InvalidCommentToken: 'Comments are not allowed in JSON',
    UnexpectedEndOfComment: 'Unexpected end of comment',
    UnexpectedEndOfString: 'Unterminated string',
    UnexpectedEndOfNumber: 'Unexpected end of number',
    InvalidUnicode: 'Invalid unicode escape',
    InvalidEscapeCharacter: 'Invalid escape character in string',
    InvalidCharacter: 'Invalid character in string (control characters must be escaped)',
  };
  return messages[text] ?? text;
}
