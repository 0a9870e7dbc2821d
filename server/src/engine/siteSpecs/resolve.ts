// Resolves a spec reference: which specs are in scope (named, inherited through the navigation, or every spec of the
// docs root), whether they are loaded, and what the reference names in them.
import { posix } from 'node:path';
import { DocsConfig } from '../docsjson';
import { DocsRoot } from '../project';
import { Project } from '../project';
import { closestMatch } from '../text';
import { relativePath } from '../workspace';
import { allNavigationSpecs, inheritedSpecs, specUri } from './navigationSpecs';
import { Token } from './referenceSyntax';
import { SpecReference } from './references';
import { isRemoteSpec } from '../openapiDocument';
import { OperationInfo, SchemaInfo, SpecLookup, supportsWebhooks } from '../openapiDocument';
import { resolveSpecPath } from '../project';
import { SpecState } from '../project';
import { suggestEndpoints } from './suggest';

export interface ResolvedSpec {
  readonly uri: string;
  readonly remote: boolean;
  readonly state: SpecState;
}

export type Target = OperationInfo | SchemaInfo;

export type Resolution =
  | { readonly status: 'invalid'; readonly expected: string }
  | { readonly status: 'no-spec' }
  | { readonly status: 'unknown-spec'; readonly token: Token; readonly notSpec: boolean; readonly suggestion?: string }
  /** A spec in scope is not loaded (a URL, or still being analysed): the reference is not judged. */
  | { readonly status: 'unchecked'; readonly specs: readonly ResolvedSpec[] }
  | {
      readonly status: 'not-found';
      readonly specs: readonly ResolvedSpec[];
      readonly suggestions: readonly string[];
      readonly noWebhooks: boolean;
    }
  | {
      readonly status: 'found';
      readonly spec: ResolvedSpec;
      readonly target: Target;
      readonly others: readonly ResolvedSpec[];
      /** The spec file the reference names, where the platform finds the target in another spec instead. */
      readonly fallbackFrom?: Token;
    };

/** Resolves the references of one computation, remembering its answers and which specs it looked at. */
export class ReferenceResolver {
  readonly touched = new Set<string>();
  private readonly allowRemote: boolean;
  private readonly specs = new Map<string, ResolvedSpec>();
  private readonly resolutions = new Map<SpecReference, Resolution>();
  private rootSpecs: string[] | undefined;

  constructor(
    private readonly project: Project,
    readonly root: DocsRoot,
    readonly config: DocsConfig | undefined,
  ) {
    this.allowRemote = project.settingsFor(root.uri).openapi.allowRemote;
  }

  spec(uri: string, remote: boolean): ResolvedSpec {
    this.touched.add(uri);
    let spec = this.specs.get(uri);
    if (!spec)
      this.specs.set(
        uri,
        (spec = {
          uri,
          remote,
          state: remote ? this.project.specs.getRemote(uri, this.allowRemote) : this.project.specs.get(uri),
        }),
      );
    return spec;
  }

  /** Every OpenAPI file of the docs root, in alphabetical order. */
  rootSpecFiles(): string[] {
    this.rootSpecs ??= this.project.sniffer.specFilesOf(this.root);
    return this.rootSpecs;
  }

  /** The specs a reference is looked up in; a `Resolution` when the scope itself is the problem. */
  scope(ref: SpecReference): ResolvedSpec[] | Resolution {
    const written = ref.parsed.spec;
    if (written) {
      if (isRemoteSpec(written.text)) return [this.spec(written.text, true)];
      const uri = resolveSpecPath(this.project.workspace, this.root, written.text, ref.entry ? undefined : ref.uri);
      const spec = uri && this.spec(uri, false);
      if (!spec || spec.state.status === 'missing' || spec.state.isSpec === false) {
        return {
          status: 'unknown-spec',
          token: written,
          notSpec: !!spec && spec.state.status !== 'missing',
          suggestion: this.suggestSpec(written.text),
        };
      }
      return [spec];
    }
    if (ref.entry && this.config) {
      const inherited = inheritedSpecs(this.config, ref.entry.parent);
      return inherited.length > 0 ? this.navigationScope(inherited.map((s) => s.source)) : { status: 'no-spec' };
    }
    const remote = this.config
      ? allNavigationSpecs(this.config)
          .filter((s) => isRemoteSpec(s.source))
          .map((s) => this.spec(s.source.trim(), true))
      : [];
    const local = this.rootSpecFiles().map((uri) => this.spec(uri, false));
    const specs = [...local.filter((s) => s.state.isSpec !== false), ...dedupe(remote)];
    return specs.length > 0 ? specs : { status: 'no-spec' };
  }

  resolve(ref: SpecReference): Resolution {
    let resolution = this.resolutions.get(ref);
    if (!resolution) this.resolutions.set(ref, (resolution = this.resolveOnce(ref)));
    return resolution;
  }

  private resolveOnce(ref: SpecReference): Resolution {
    const parsed = ref.parsed;
    if (parsed.kind === 'invalid') return { status: 'invalid', expected: parsed.expected };
    const scope = this.scope(ref);
    if (!Array.isArray(scope)) return scope.status === 'unknown-spec' ? (this.fallback(ref) ?? scope) : scope;
    const found: { spec: ResolvedSpec; target: Target }[] = [];
    for (const spec of scope) {
      const target = spec.state.lookup && findTarget(spec.state.lookup, ref);
      if (target) found.push({ spec, target });
    }
    if (found.length > 0) return { ...found[0], status: 'found', others: found.slice(1).map((f) => f.spec) };
    const unloaded = scope.filter((s) => !s.state.lookup || s.state.status !== 'ready');
    if (unloaded.length > 0) return { status: 'unchecked', specs: unloaded };
    const lookups = scope.map((s) => s.state.lookup!);
    return (
      this.fallback(ref) ?? {
        status: 'not-found',
        specs: scope,
        suggestions: suggestTargets(lookups, ref),
        noWebhooks: parsed.kind === 'webhook' && lookups.every((l) => !supportsWebhooks(l.index)),
      }
    );
  }

  /**
   * Where a page's frontmatter names a spec file that is missing or lacks the target, the platform's renderer does
   * not give up: of the site's specs that hold the target it takes the first whose path contains the written name,
   * else one whose file name is the written name, else one whose file name contains it, else the first of them. The
   * page renders from that spec; only when no spec holds the target is the reference broken. Navigation entries are
   * matched against their `openapi` sources, without this fallback.
   */
  private fallback(ref: SpecReference): Resolution | undefined {
    const written = ref.parsed.spec;
    if (!written || ref.entry || isRemoteSpec(written.text)) return undefined;
    const specs = this.rootSpecFiles().map((uri) => this.spec(uri, false));
    const holders = specs.flatMap((spec) => {
      const target = spec.state.lookup && findTarget(spec.state.lookup, ref);
      return target ? [{ spec, target, path: relativePath(this.root.uri, spec.uri) ?? spec.uri }] : [];
    });
    if (holders.length === 0) {
      const unloaded = specs.filter((s) => s.state.status === 'loading' && s.state.isSpec !== false);
      return unloaded.length > 0 ? { status: 'unchecked', specs: unloaded } : undefined;
    }
    const name = posix.resolve('/', written.text.trim()).slice(1);
    const pick =
      holders.find((h) => h.path.includes(name)) ??
      holders.find((h) => posix.basename(h.path) === name) ??
      holders.find((h) => posix.basename(h.path).includes(name)) ??
      holders[0];
    return { status: 'found', spec: pick.spec, target: pick.target, others: [], fallbackFrom: written };
  }

  /** How a reference should name a spec file: its path from the docs root, with a leading `/`. */
  writtenPath(uri: string): string {
    const path = relativePath(this.root.uri, uri);
    return path === undefined ? uri : `/${path}`;
  }

  private navigationScope(sources: string[]): ResolvedSpec[] {
    return dedupe(
      sources.flatMap((source) => {
        const uri = specUri(this.project, this.root, source);
        // a missing file is reported on the `openapi` value itself
        return uri ? [this.spec(uri, isRemoteSpec(source))] : [];
      }),
    );
  }

  private suggestSpec(written: string): string | undefined {
    const candidates = this.rootSpecFiles().map((uri) => relativePath(this.root.uri, uri)!);
    const bare = written.trim().replace(/^\.?\/+/, '');
    const hasExtension = /\.(json|ya?ml)$/i.test(bare);
    const match = closestMatch(
      bare,
      hasExtension ? candidates : candidates.map((c) => c.replace(/\.(json|ya?ml)$/i, '')),
    );
    return match && (written.trim().startsWith('/') ? `/${match}` : match);
  }
}

function findTarget(lookup: SpecLookup, ref: SpecReference): Target | undefined {
  const parsed = ref.parsed;
  switch (parsed.kind) {
    case 'endpoint':
      return lookup.operation(parsed.method.text, parsed.path.text);
    case 'webhook':
      return lookup.webhook(parsed.name.text);
    case 'schema':
      return lookup.schema(parsed.name.text);
    default:
      return undefined;
  }
}

function suggestTargets(lookups: readonly SpecLookup[], ref: SpecReference): string[] {
  const parsed = ref.parsed;
  if (parsed.kind === 'endpoint') return suggestEndpoints(parsed.method.text, parsed.path.text, lookups);
  const names = lookups.flatMap((l) =>
    parsed.kind === 'webhook' ? l.index.webhooks.map((w) => w.path) : l.index.schemas.map((s) => s.name),
  );
  const name = parsed.kind === 'webhook' || parsed.kind === 'schema' ? parsed.name.text : '';
  const match = names.find((n) => n.toLowerCase() === name.toLowerCase()) ?? closestMatch(name, names);
  return match ? [match] : [];
}

function dedupe(specs: ResolvedSpec[]): ResolvedSpec[] {
  const seen = new Set<string>();
  return specs.filter((s) => !seen.has(s.uri) && seen.add(s.uri));
}
