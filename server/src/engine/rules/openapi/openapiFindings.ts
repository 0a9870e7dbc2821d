// Findings that involve specs, per file: spec files report their own analysis; docs.json and MDX pages report their
// references. Every computation records which specs the file depended on, so that a spec that changes (or finishes
// loading) re-checks exactly its dependents.
import { DocsConfig } from '../../docsjson';
import { Finding } from '../../findings';
import { DocsRoot } from '../../project';
import { fileUriOf, isPageFile } from '../../project';
import { Project } from '../../project';
import { frontmatterFindings } from '../frontmatter/frontmatter';
import { remoteSpecFindings, uncheckedPageFinding } from './remoteSpecs';
import { referenceFindings } from './referenceRules';
import { allNavigationSpecs, specUri } from '../../siteSpecs';
import { ReferenceResolver } from '../../siteSpecs';
import { navigationReferences, pageReferences, SpecReference } from '../../siteSpecs';
import { isRemoteSpec } from '../../openapiDocument';
import { isSpecFileName, resolveSpecPath } from '../../project';

export class OpenApiFindings {
  /** spec URI (or URL) -> files whose findings read it. */
  private readonly dependents = new Map<string, Set<string>>();

  constructor(private readonly project: Project) {}

  dependentsOf(specUri: string): string[] {
    return [...(this.dependents.get(specUri) ?? [])];
  }

  /** Spec files of a root: named by the navigation or a page, or every OpenAPI file when a page names none. */
  specFiles(root: DocsRoot, config: DocsConfig | undefined): string[] {
    const files = new Set<string>();
    const add = (uri: string | undefined) => uri && files.add(uri);
    for (const spec of config ? allNavigationSpecs(config) : [])
      if (!isRemoteSpec(spec.source)) add(specUri(this.project, root, spec.source));
    let searchAll = false;
    for (const ref of this.allPageReferences(root)) {
      if (ref.parsed.spec && !isRemoteSpec(ref.parsed.spec.text))
        add(resolveSpecPath(this.project.workspace, root, ref.parsed.spec.text, ref.uri));
      else if (!ref.parsed.spec) searchAll = true;
    }
    if (searchAll) this.project.sniffer.specFilesOf(root).forEach(add);
    return [...files];
  }

  /** Asks for every spec of a root (local files and, when allowed, URLs), so that loading starts. */
  startLoading(root: DocsRoot, config: DocsConfig | undefined): void {
    const resolver = new ReferenceResolver(this.project, root, config);
    for (const uri of this.specFiles(root, config)) resolver.spec(uri, false);
    for (const spec of config ? allNavigationSpecs(config) : [])
      if (isRemoteSpec(spec.source)) resolver.spec(spec.source.trim(), true);
    for (const ref of this.allPageReferences(root))
      if (ref.parsed.spec && isRemoteSpec(ref.parsed.spec.text)) resolver.spec(ref.parsed.spec.text, true);
  }

  /** A spec by its looks, or because the site names it (a file over the size limit is never read to look at). */
  private isSpec(uri: string, root: DocsRoot | undefined, config: DocsConfig | undefined): boolean {
    if (this.project.isSpecDocument(uri, config)) return true;
    return (
      root !== undefined &&
      isSpecFileName(uri) &&
      !config?.files.some((f) => f.uri === uri) &&
      this.specFiles(root, config).includes(uri)
    );
  }

  findings(uri: string, root: DocsRoot | undefined, config: DocsConfig | undefined): Finding[] {
    const resolver = root && new ReferenceResolver(this.project, root, config);
    const own = this.isSpec(uri, root, config) ? this.specOwnFindings(uri, resolver) : [];
    if (!root || !resolver) return own;
    if (config?.files.some((f) => f.uri === uri)) {
      const refs = navigationReferences(config);
      const findings = [...own, ...this.judge(refs, resolver)];
      const remote = allNavigationSpecs(config).filter((s) => isRemoteSpec(s.source));
      if (remote.length > 0)
        findings.push(...remoteSpecFindings(config, resolver, (url) => this.uncheckedCount(url, root, refs, resolver)));
      // docs.json also depends on the pages its local specs generate (analytics-dead-path judges viewed paths by them)
      for (const spec of allNavigationSpecs(config)) {
        const local = isRemoteSpec(spec.source) ? undefined : specUri(this.project, root, spec.source);
        if (local) resolver.touched.add(local);
      }
      this.record(uri, resolver.touched);
      return findings.filter((f) => f.uri === uri);
    }
    if (isPageFile(uri)) {
      const page = this.project.frontmatter.get(uri);
      if (!page) return own;
      const findings = [...own, ...frontmatterFindings(page), ...this.judge(pageReferences(page), resolver)];
      this.record(uri, resolver.touched);
      return findings;
    }
    return own;
  }

  /**
   * A spec's own findings. External `$ref`s matter only in a spec the site uses (the platform resolves internal
   * references only); in one nothing uses, such as the multi-file source a bundler turns into the spec the site
   * uses, they are information.
   */
  private specOwnFindings(uri: string, resolver: ReferenceResolver | undefined): Finding[] {
    const findings = this.project.specs.get(uri).findings;
    if (!findings.some((f) => f.code === 'openapi-external-ref') || !resolver || this.isUsed(uri, resolver))
      return [...findings];
    return findings.map((f) => (f.code === 'openapi-external-ref' ? { ...f, code: 'openapi-source-external-ref' } : f));
  }

  /** Named by docs.json or a page, or the spec where a page's reference without a spec file is found. */
  private isUsed(uri: string, resolver: ReferenceResolver): boolean {
    const config = resolver.config;
    const named = (config ? allNavigationSpecs(config) : []).some(
      (spec) => !isRemoteSpec(spec.source) && specUri(this.project, resolver.root, spec.source) === uri,
    );
    if (named) return true;
    return [...(config ? navigationReferences(config) : []), ...this.allPageReferences(resolver.root)].some((ref) => {
      if (ref.parsed.spec)
        return (
          resolveSpecPath(
            this.project.workspace,
            resolver.root,
            ref.parsed.spec.text,
            ref.entry ? undefined : ref.uri,
          ) === uri
        );
      const resolution = resolver.resolve(ref);
      return resolution.status === 'found' && resolution.spec.uri === uri;
    });
  }

  private judge(refs: readonly SpecReference[], resolver: ReferenceResolver): Finding[] {
    return refs.flatMap((ref) => {
      const resolution = resolver.resolve(ref);
      const findings = referenceFindings(ref, resolution, (u) => resolver.writtenPath(u));
      if (resolution.status === 'unchecked' && ref.parsed.spec && isRemoteSpec(ref.parsed.spec.text) && !ref.entry)
        findings.push(uncheckedPageFinding(ref, resolution));
      return findings;
    });
  }

  private uncheckedCount(
    url: string,
    root: DocsRoot,
    navigationRefs: readonly SpecReference[],
    resolver: ReferenceResolver,
  ): number {
    const refs = [...navigationRefs, ...this.allPageReferences(root)];
    return refs.filter((ref) => {
      const resolution = resolver.resolve(ref);
      return resolution.status === 'unchecked' && resolution.specs.some((s) => s.uri === url);
    }).length;
  }

  private allPageReferences(root: DocsRoot): SpecReference[] {
    const refs: SpecReference[] = [];
    for (const path of root.files) {
      if (!isPageFile(path)) continue;
      const page = this.project.frontmatter.get(fileUriOf(root, path));
      if (page) refs.push(...pageReferences(page));
    }
    return refs;
  }

  private record(uri: string, specs: ReadonlySet<string>): void {
    for (const set of this.dependents.values()) set.delete(uri);
    for (const spec of specs) {
      let set = this.dependents.get(spec);
      if (!set) this.dependents.set(spec, (set = new Set()));
      set.add(uri);
    }
  }
}
