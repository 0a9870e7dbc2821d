// mint.json -> docs.json: the equivalent configuration in the current format, as the platform converts legacy sites.
// The navigation follows the platform's rules, which decide what a site keeps: versions first (a page under the prefix
// of an anchor or tab tied to versions belongs to those), then anchors or tabs, whichever level holds the other (each
// takes, in order, the pages under its `url` prefix that no earlier one took and no longer prefix holds; the rest go
// to a primary anchor or tab), then the groups with their pages in their order. A tab or anchor left with no page is
// dropped unless it links elsewhere or generates pages from its own `openapi` (legacy-anchor-dropped names such an
// anchor); tabs or anchors that all link elsewhere become global links.
// Settings move to their docs.json names as the platform's own upgrade (upgradeToDocsConfig of @mintlify/validation)
// moves them: topbar -> navbar, footerSocials -> footer.socials, analytics -> integrations, api.baseUrl ->
// api.mdx.server, modeToggle -> appearance, font.headings -> fonts.heading, eyebrow and codeBlock -> styling, ...
type Json = Record<string, unknown>;

const DOCS_THEMES = ['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'luma', 'sequoia'];
const DEFAULT_PRIMARY_COLOR = '#16A34A';
const PLAYGROUND_DISPLAY: Record<string, string> = { show: 'interactive', simple: 'simple', hide: 'none' };

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const objects = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
/** mint.json's `icon` with its `iconType` (`solid`, `duotone`, ...): docs.json writes them as one `{ name, style }`. */
const iconOf = (element: Json): unknown =>
  element.icon && text(element.iconType) ? { name: element.icon, style: element.iconType } : element.icon || undefined;
/** An anchor's colour (a string, or a gradient whose first colour the platform keeps) for both light and dark. */
function colorOf(anchor: Json): Json | undefined {
  const color = isObject(anchor.color) ? text(anchor.color.from) : text(anchor.color);
  return color ? { light: color, dark: color } : undefined;
}
/** `isDefaultHidden` on a tab, an anchor or the primary tab is docs.json's `hidden`. */
const hiddenOf = (element: Json): unknown => element.isDefaultHidden || undefined;

/** Drops keys whose value is undefined, so that the written file holds only what was set. */
function compact(object: Json): Json {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));
}

export function upgradeMintConfig(mint: Json): Json {
  const colors = isObject(mint.colors) ? mint.colors : {};
  const theme = text(mint.theme);
  const api = isObject(mint.api) ? mint.api : {};
  const eyebrow = isObject(mint.eyebrow) ? mint.eyebrow.display : undefined;
  const codeBlock = isObject(mint.codeBlock) ? mint.codeBlock.mode : undefined;
  const modeToggle = isObject(mint.modeToggle) ? mint.modeToggle : undefined;
  const search = isObject(mint.search) ? mint.search : {};
  const seo = isObject(mint.seo) ? mint.seo : {};
  const background = isObject(mint.colors) && isObject(mint.colors.background) ? mint.colors.background : undefined;
  return compact({
    $schema: 'https://mintlify.com/docs.json',
    // the platform upgrades to `mint` unless asked to map themes; a docs.json theme already set is kept
    theme: theme && DOCS_THEMES.includes(theme) ? theme : 'mint',
    name: mint.name,
    // `primary` is required by docs.json: the platform's default when mint.json has none
    colors: compact({ primary: text(colors.primary) ?? DEFAULT_PRIMARY_COLOR, light: colors.light, dark: colors.dark }),
    favicon: mint.favicon,
    navigation: upgradeNavigation(mint),
    styling:
      eyebrow != undefined || codeBlock != undefined
        ? compact({
            eyebrows: eyebrow == undefined ? undefined : eyebrow === 'breadcrumbs' ? 'breadcrumbs' : 'section',
            codeblocks: codeBlock == undefined ? undefined : codeBlock === 'dark' ? 'dark' : 'system',
          })
        : undefined,
    logo: mint.logo,
    api: upgradeApi(mint, api),
    appearance:
      modeToggle && (modeToggle.default || modeToggle.isHidden != undefined)
        ? compact({ default: modeToggle.default, strict: modeToggle.isHidden })
        : undefined,
    background:
      mint.background || mint.backgroundImage || background
        ? compact({
            image: mint.backgroundImage || undefined,
            decoration: isObject(mint.background) ? mint.background.style : undefined,
            color: background ? compact({ light: background.light, dark: background.dark }) : undefined,
          })
        : undefined,
    navbar: upgradeNavbar(mint),
    search: search.prompt ? { prompt: search.prompt } : undefined,
    seo:
      mint.metadata || seo.indexHiddenPages !== undefined
        ? compact({ metatags: mint.metadata || undefined, indexing: seo.indexHiddenPages ? 'all' : 'navigable' })
        : undefined,
    footer: upgradeFooter(mint),
    integrations: upgradeIntegrations(mint),
    fonts: upgradeFonts(mint.font),
    redirects: mint.redirects || undefined,
  });
}

/** `api` as the platform upgrades it: when a playground, examples, a server, an auth method or a spec is set. */
function upgradeApi(mint: Json, api: Json): Json | undefined {
  const playground = isObject(api.playground) ? api.playground : {};
  const auth = isObject(api.auth) ? api.auth : {};
  const request = isObject(api.request) && isObject(api.request.example) ? api.request.example : {};
  const mode = playground.mode;
  const disableProxy = playground.disableProxy;
  const hasPlayground = Boolean(mode) || disableProxy !== undefined;
  if (!hasPlayground && !request.languages && !api.baseUrl && !auth.method && !mint.openapi) return undefined;
  return compact({
    openapi: mint.openapi || undefined,
    playground: hasPlayground
      ? compact({
          display: mode ? (typeof mode === 'string' && PLAYGROUND_DISPLAY[mode]) || mode : undefined,
          proxy: disableProxy == undefined ? undefined : !disableProxy,
        })
      : undefined,
    examples: request.languages ? { languages: request.languages } : undefined,
    mdx:
      api.baseUrl || auth.method || auth.name
        ? compact({
            server: api.baseUrl,
            auth: auth.method || auth.name ? compact({ method: auth.method, name: auth.name }) : undefined,
          })
        : undefined,
  });
}

function upgradeNavbar(mint: Json): Json | undefined {
  if (!mint.topbarLinks && !mint.topbarCtaButton) return undefined;
  // a link of another type (`github`, `discord`) is labelled with its type, capitalised
  const links = Array.isArray(mint.topbarLinks)
    ? objects(mint.topbarLinks).map((link) =>
        compact({
          label: link.type === 'link' || link.type === undefined ? link.name : capitalize(String(link.type)),
          href: link.url,
        }),
      )
    : undefined;
  const cta = isObject(mint.topbarCtaButton) ? mint.topbarCtaButton : undefined;
  const primary = cta
    ? cta.type === undefined || cta.type === 'link'
      ? compact({ type: 'button', label: cta.name, href: cta.url })
      : compact({ type: 'github', href: cta.url })
    : undefined;
  return compact({ links, primary });
}

/** lodash's `capitalize`, as the platform labels a typed link: the first letter upper case, the rest lower. */
function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/** `footer.socials` (an object, `{ github: url }`, or the older array of `{ type, url }`) and `footer.links`. */
function upgradeFooter(mint: Json): Json | undefined {
  const footer = isObject(mint.footer) ? mint.footer : undefined;
  if (!mint.footer && !mint.footerSocials) return undefined;
  const socials = footer?.socials || mint.footerSocials;
  return compact({
    socials: !socials
      ? undefined
      : Array.isArray(socials)
        ? Object.fromEntries(objects(socials).map((s) => [s.type, s.url]))
        : socials,
    links:
      footer && Array.isArray(footer.links)
        ? objects(footer.links).map((group) =>
            compact({
              header: group.title,
              items: objects(group.links).map((link) => compact({ label: link.label, href: link.url })),
            }),
          )
        : undefined,
  });
}

/** `analytics` as they are, and the chat widgets of `integrations` with their keys named. */
function upgradeIntegrations(mint: Json): Json | undefined {
  if (!mint.integrations && !mint.analytics) return undefined;
  const integrations = isObject(mint.integrations) ? mint.integrations : {};
  return compact({
    ...(isObject(mint.analytics) ? mint.analytics : {}),
    intercom: integrations.intercom ? { appId: integrations.intercom } : undefined,
    frontchat: integrations.frontchat ? { snippetId: integrations.frontchat } : undefined,
  });
}

/**
 * `font` to `fonts`: one font for everything (`family`), or `headings` and `body`, which become `heading` and
 * `body`; a font's `url` becomes `source`.
 */
function upgradeFonts(font: unknown): Json | undefined {
  if (!isObject(font)) return undefined;
  const details = (value: Json): Json => {
    const { url, ...rest } = value;
    return { ...rest, ...(url ? { source: url } : {}) };
  };
  if ('family' in font) return details(font);
  return compact({
    heading: isObject(font.headings) ? details(font.headings) : undefined,
    body: isObject(font.body) ? details(font.body) : undefined,
  });
}

/** A mint.json tab or anchor: it holds the pages under its `url` prefix (an `http(s):` URL makes it a link). */
type Division = Json;
type DivisionKind = 'tabs' | 'anchors';

/** A URL the platform takes for a link elsewhere (not a folder prefix). */
const isRemote = (url: unknown): boolean =>
  typeof url === 'string' && (url.startsWith('https://') || url.startsWith('http://'));
/** Any URL with a scheme (`mailto:` too): a division left without pages stays as a link. */
const isAbsolute = (url: unknown): boolean => typeof url === 'string' && URL.canParse(url);
const urlOf = (division: Division): string => text(division.url) ?? '';
const leading = (path: string) => (path.startsWith('/') ? path : `/${path}`);
const folder = (path: string) => leading(path.endsWith('/') ? path : `${path}/`);
/** Whether `path` lies under the prefix, as the platform compares them: both from the root, both as folders. */
const under = (path: string, prefix: string) => folder(path).startsWith(folder(prefix));
/** Whether one division's prefix begins with another's, compared as written (`api` begins `api-v2`). */
const beginsWith = (inner: Division, outer: Division) => leading(urlOf(inner)).startsWith(leading(urlOf(outer)));
const groupPages = (group: Json): unknown[] => (Array.isArray(group.pages) ? group.pages : []);
const ofVersion = (group: Json, version: string | undefined) =>
  version === undefined || group.version === undefined || group.version === version;

/** The groups with the pages under a division's prefix, and the groups of the pages left over for the next ones. */
function splitGroups(
  groups: readonly Json[],
  division: Division | undefined,
  version: string | undefined,
  /** The divisions under this one (a longer prefix): their pages are theirs. */
  inner: readonly Division[],
): { matched: Json[]; unmatched: Json[] } {
  const matched: Json[] = [];
  const unmatched: Json[] = [];
  const prefix = division ? urlOf(division) : '';
  if (division && isRemote(division.url)) return { matched, unmatched: [...groups] };
  for (const group of groups) {
    const kept: unknown[] = [];
    const left: unknown[] = [];
    if (ofVersion(group, version))
      for (const entry of groupPages(group)) {
        if (typeof entry === 'string') {
          const mine = (!prefix || under(entry, prefix)) && !inner.some((d) => under(entry, urlOf(d)));
          (mine ? kept : left).push(entry);
        } else if (isObject(entry)) {
          const nested = splitGroups([entry], division, version, inner);
          kept.push(...nested.matched);
          if (nested.unmatched.length > 0) left.push(entry);
        }
      }
    if (kept.length > 0) matched.push(compact({ group: group.group, icon: iconOf(group), pages: kept }));
    if (left.length > 0) unmatched.push({ ...group, pages: left });
  }
  return { matched, unmatched };
}

/** How the platform upgrades mint.json's navigation; `kept` collects the tabs and anchors it writes. */
class NavigationUpgrade {
  readonly kept = new Set<Division>();
  private readonly tabs: Division[];
  private readonly anchors: Division[];
  readonly globalTabs: Json[] | undefined;
  readonly globalAnchors: Json[] | undefined;

  constructor(private readonly mint: Json) {
    const tabs = objects(mint.tabs);
    const anchors = objects(mint.anchors);
    // tabs (or anchors) that all link elsewhere, none tied to a version, become global links
    const links = (list: Division[]) =>
      list.length > 0 && list.every((d) => d.version === undefined && isRemote(d.url));
    if (links(tabs)) {
      tabs.forEach((t) => this.kept.add(t));
      this.globalTabs = tabs.map((t) => compact({ tab: t.name, href: t.url, hidden: hiddenOf(t) }));
    }
    if (links(anchors)) {
      anchors.forEach((a) => this.kept.add(a));
      this.globalAnchors = anchors.map((a) =>
        compact({
          anchor: a.name,
          href: a.url,
          icon: iconOf(a),
          // a gradient is not kept for a global link
          color: typeof a.color === 'string' ? { light: a.color, dark: a.color } : undefined,
          hidden: hiddenOf(a),
        }),
      );
    }
    this.tabs = this.globalTabs ? [] : tabs;
    this.anchors = this.globalAnchors ? [] : anchors;
  }

  /** The divisions of `version` (or every one), tied to a version listed. */
  versionPrefixes(version: string): string[] {
    return [...this.anchors, ...this.tabs]
      .filter((d) => d.version === version && !isRemote(d.url))
      .map((d) => urlOf(d));
  }

  /** The first level and what it holds, for the groups of one version (or of the whole navigation). */
  levels(groups: readonly Json[], version: string | undefined): Json | undefined {
    const { tabs, anchors } = this;
    const hasTabs = objects(this.mint.tabs).length > 0;
    const hasAnchors = objects(this.mint.anchors).length > 0;
    if (this.anchorsFirst()) {
      if (hasAnchors) {
        const { items, remaining } = this.divisions('anchors', anchors, groups, false, version, tabs);
        if (remaining.length > 0 || tabs.length > 0) {
          const content =
            tabs.length > 0
              ? { tabs: this.divisions('tabs', tabs, remaining.length ? remaining : groups, true, version).items }
              : { groups: splitGroups(remaining, undefined, version, []).matched };
          items.unshift({ ...this.primary('anchors'), ...content });
        }
        return { anchors: items };
      }
      if (hasTabs) return { tabs: this.divisions('tabs', tabs, groups, true, version).items };
    } else {
      if (hasTabs) {
        const { items, remaining } = this.divisions('tabs', tabs, groups, false, version, anchors);
        if (remaining.length > 0 || anchors.length > 0) {
          const content =
            anchors.length > 0
              ? {
                  anchors: this.divisions('anchors', anchors, remaining.length ? remaining : groups, true, version)
                    .items,
                }
              : { groups: splitGroups(remaining, undefined, version, []).matched };
          items.unshift({ ...this.primary('tabs'), ...content });
        }
        return { tabs: items };
      }
      if (hasAnchors) return { anchors: this.divisions('anchors', anchors, groups, true, version).items };
    }
    if (groups.length === 0) return undefined;
    return { groups: groups.filter((g) => ofVersion(g, version)).map((group) => upgradeGroup(group)) };
  }

  /**
   * Anchors are the first level unless every tab lies under an anchor's prefix and not every anchor under a tab's,
   * or more tabs lie under anchors than anchors under tabs.
   */
  private anchorsFirst(): boolean {
    const { tabs, anchors } = this;
    if (tabs.length === 0) return true;
    if (anchors.length === 0) return false;
    const innerTabs = tabs.filter((t) => anchors.some((a) => beginsWith(t, a))).length;
    const innerAnchors = anchors.filter((a) => tabs.some((t) => beginsWith(a, t))).length;
    if (innerTabs === tabs.length) return false;
    if (innerAnchors === anchors.length) return true;
    return innerTabs <= innerAnchors;
  }

  /** The first tab or anchor, holding the pages no other one holds. */
  private primary(kind: DivisionKind): Json {
    if (kind === 'anchors') {
      const top = isObject(this.mint.topAnchor) ? this.mint.topAnchor : {};
      return compact({
        ...(top.name ? { anchor: top.name } : { anchor: 'Documentation', icon: 'book-open' }),
        ...(top.icon ? { icon: iconOf(top) } : {}),
      });
    }
    const tab = this.mint.primaryTab;
    return isObject(tab) ? compact({ tab: tab.name, hidden: tab.isDefaultHidden }) : { tab: 'Documentation' };
  }

  /**
   * Each division in order, with the pages under its prefix that no earlier one took and no division under it holds
   * (or the other kind's divisions under its prefix); one left with nothing is dropped unless it is a link or
   * generates pages from its `openapi`. With `rest`, the pages no division took go to a primary one, first.
   */
  private divisions(
    kind: DivisionKind,
    list: readonly Division[],
    groups: readonly Json[],
    rest: boolean,
    version: string | undefined,
    others: readonly Division[] = [],
  ): { items: Json[]; remaining: Json[] } {
    let remaining = groups.filter((g) => ofVersion(g, version));
    const items: Json[] = [];
    for (const division of list) {
      if (version !== undefined && division.version !== undefined && division.version !== version) continue;
      const url = division.url;
      const openapi = division.openapi
        ? isRemote(url)
          ? division.openapi
          : { source: division.openapi, directory: url }
        : undefined;
      const element = compact({
        ...(kind === 'tabs' ? { tab: division.name } : { anchor: division.name }),
        hidden: hiddenOf(division),
        openapi,
        ...(kind === 'anchors' ? { icon: iconOf(division), color: colorOf(division) } : {}),
      });
      const inner = list.filter((d) => d.url && beginsWith(d, division) && d.url !== url);
      const within = others.filter((d) => beginsWith(d, division));
      const nested = within.length
        ? this.divisions(kind === 'tabs' ? 'anchors' : 'tabs', within, groups, false, version).items
        : [];
      const { matched, unmatched } = splitGroups(remaining, division, version, inner);
      remaining = unmatched;
      let item: Json | undefined;
      if (nested.length > 0) item = { ...element, [kind === 'tabs' ? 'anchors' : 'tabs']: nested };
      else if (matched.length > 0) item = { ...element, groups: matched };
      else if (openapi && !isRemote(url)) item = element;
      else if (isAbsolute(url) || openapi) item = compact({ ...element, href: url });
      if (!item) continue;
      this.kept.add(division);
      items.push(item);
    }
    if (remaining.length > 0 && rest)
      items.unshift({ ...this.primary(kind), groups: splitGroups(remaining, undefined, version, []).matched });
    return { items, remaining };
  }
}

/** The navigation of docs.json, and the mint.json tabs and anchors it holds. */
function upgradeNavigationKeeping(mint: Json): { navigation: Json; kept: ReadonlySet<Json> } {
  const upgrade = new NavigationUpgrade(mint);
  const groups = objects(mint.navigation);
  const versions = (Array.isArray(mint.versions) ? mint.versions : []).filter(
    (v): v is string | Json => typeof v === 'string' || isObject(v),
  );
  // versions that all link elsewhere: global links (the platform drops them; the README says why they are kept)
  const versionLinks = versions.length > 0 && versions.every((v) => isObject(v) && isRemote(v.url));
  let navigation: Json;
  if (versions.length > 0 && !versionLinks) {
    const locales = versions.every((v) => isObject(v) && v.locale);
    const nameOf = (v: string | Json) => (typeof v === 'string' ? v : text(v.name));
    // a page under the prefix of a division tied to versions belongs to those versions only
    const gates = new Map<string, string[]>();
    for (const v of versions) {
      const name = nameOf(v);
      if (name !== undefined)
        for (const prefix of upgrade.versionPrefixes(name)) gates.set(prefix, [...(gates.get(prefix) ?? []), name]);
    }
    const list = versions.map((v) => {
      const name = nameOf(v);
      const base: Json =
        locales && isObject(v)
          ? compact({ language: v.locale, default: v.default || undefined })
          : isObject(v)
            ? compact({ version: v.name, default: v.default })
            : { version: v };
      if (isObject(v) && v.url) return { ...base, href: v.url };
      const own = versionGroups(groups, name, gates);
      const levels = upgrade.levels(own.length > 0 ? own : groups, name);
      return levels ? { ...base, ...levels } : { ...base, groups: own };
    });
    navigation = locales ? { languages: list } : { versions: list };
  } else navigation = upgrade.levels(groups, undefined) ?? { groups: [] };
  const global = compact({
    versions: versionLinks ? versions.map((v) => ({ version: (v as Json).name, href: (v as Json).url })) : undefined,
    tabs: upgrade.globalTabs,
    anchors: upgrade.globalAnchors,
  });
  if (Object.keys(global).length > 0) navigation.global = global;
  return { navigation, kept: upgrade.kept };
}

/** The groups of one version: its own and those of none, without the pages gated to other versions. */
function versionGroups(
  groups: readonly Json[],
  version: string | undefined,
  gates: ReadonlyMap<string, string[]>,
): Json[] {
  const result: Json[] = [];
  for (const group of groups) {
    if (group.version !== version && group.version !== undefined) continue;
    const pages: unknown[] = [];
    for (const entry of groupPages(group)) {
      if (typeof entry === 'string') {
        const gated = [...gates].some(
          ([prefix, names]) => version !== undefined && names.includes(version) && entry.startsWith(prefix),
        );
        const ungated = [...gates.keys()].every((prefix) => !entry.startsWith(prefix));
        if (gated || ungated) pages.push(entry);
      } else if (isObject(entry)) pages.push(...versionGroups([entry], version, gates));
    }
    if (pages.length > 0) result.push(compact({ group: group.group, icon: iconOf(group), pages }));
  }
  return result;
}

function upgradeNavigation(mint: Json): Json {
  return upgradeNavigationKeeping(mint).navigation;
}

/**
 * The anchors of mint.json (their indexes in `anchors`) that the upgrade to docs.json drops: a folder anchor left
 * with no page (its prefix is the folder of no page, or of none that a longer prefix or an earlier anchor did not
 * take, or none of its version), no `openapi` and no URL of its own.
 */
export function droppedAnchors(mint: Json): number[] {
  if (!Array.isArray(mint.anchors)) return [];
  const { kept } = upgradeNavigationKeeping(mint);
  return mint.anchors.flatMap((anchor, index) => (isObject(anchor) && !kept.has(anchor) ? [index] : []));
}

/**
 * A group of a navigation without tabs or anchors, all of it. The platform writes a top-level group's name, icon and
 * pages, and nested groups as written; here nested groups keep what docs.json defines of them (`public`) and take
 * docs.json's icon, where the platform would leave mint.json's `iconType` and `version` that docs.json refuses.
 */
function upgradeGroup(group: Json, nested = false): Json {
  const pages = (Array.isArray(group.pages) ? group.pages : []).map((entry) =>
    isObject(entry) ? upgradeGroup(entry, true) : entry,
  );
  return compact({ group: group.group, icon: iconOf(group), ...(nested && { public: group.public }), pages });
}
