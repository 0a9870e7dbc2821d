// mint.json -> docs.json: the equivalent configuration in the current format, as the platform converts legacy sites.
// The navigation's levels become nested elements, outermost first: versions (groups without a version belong to
// every version), anchors (a page belongs to the anchor whose `url` folder holds it, every other page to the top
// anchor; external anchors stay links among folder anchors, or become global links when there are none), tabs (they
// divide the top anchor's pages the same way, every other page going to the primary tab), then the groups with their
// pages in their order; a section left without pages is dropped unless it generates pages from its own `openapi`.
// Settings move to their docs.json names as the platform's own upgrade (upgradeToDocsConfig of @mintlify/validation)
// moves them: topbar -> navbar, footerSocials -> footer.socials, analytics -> integrations, api.baseUrl ->
// api.mdx.server, modeToggle -> appearance, font.headings -> fonts.heading, eyebrow and codeBlock -> styling, ...
import { withoutSlashes } from '../text';
type Json = Record<string, unknown>;

const DOCS_THEMES = ['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'luma', 'sequoia'];
const DEFAULT_PRIMARY_COLOR = '#16A34A';
const PLAYGROUND_DISPLAY: Record<string, string> = { show: 'interactive', simple: 'simple', hide: 'none' };

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const objects = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const isExternal = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url);
const folderOf = (url: string) => withoutSlashes(url);
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

/** A navigation level: a named element that holds the pages under `folder` (or, with no folder, the rest). */
interface Section {
  readonly element: Json;
  readonly folder?: string;
  /** An external link: kept as it is, holding no pages. */
  readonly link?: boolean;
}

function upgradeNavigation(mint: Json): Json {
  const groups = objects(mint.navigation);
  const anchors = objects(mint.anchors);
  const tabs = objects(mint.tabs);
  const external = anchors.filter((a) => text(a.url) && isExternal(a.url as string));
  const internal = anchors.filter((a) => !external.includes(a));
  const topAnchor = isObject(mint.topAnchor) ? mint.topAnchor : {};
  // the top anchor: its name, else the platform's default anchor (with its icon); its own icon when it has one
  const topElement = compact({
    ...(topAnchor.name ? { anchor: topAnchor.name } : { anchor: 'Documentation', icon: 'book-open' }),
    ...(topAnchor.icon ? { icon: iconOf(topAnchor) } : {}),
  });
  const linkAnchor = (a: Json) =>
    compact({ anchor: a.name, href: a.url, icon: iconOf(a), color: colorOf(a), hidden: hiddenOf(a) });
  // with folder anchors, the external ones stay links among them; otherwise they become global links
  const anchorSections: Section[] | undefined =
    internal.length > 0 || (anchors.length > 0 && tabs.length === 0)
      ? [
          { element: topElement, folder: undefined },
          ...anchors
            .filter((a) => internal.length > 0 || internal.includes(a))
            .map((a) =>
              external.includes(a)
                ? { element: linkAnchor(a), link: true }
                : {
                    element: compact({
                      anchor: a.name,
                      hidden: hiddenOf(a),
                      openapi: openapiSource(a),
                      icon: iconOf(a),
                      color: colorOf(a),
                    }),
                    folder: folderOf(text(a.url) ?? ''),
                  },
            ),
        ]
      : undefined;
  const globalLinks = anchorSections && internal.length > 0 ? [] : external;
  const primaryTab = isObject(mint.primaryTab) ? mint.primaryTab : {};
  const tabSections: Section[] | undefined =
    tabs.length > 0
      ? [
          {
            element: primaryTab.name
              ? compact({ tab: primaryTab.name, hidden: primaryTab.isDefaultHidden })
              : { tab: 'Documentation' },
            folder: undefined,
          },
          ...tabs.map((t) => ({
            element: compact({ tab: t.name, hidden: hiddenOf(t), openapi: openapiSource(t) }),
            folder: folderOf(text(t.url) ?? ''),
          })),
        ]
      : undefined;

  // versions > anchors > tabs > groups: each level keeps, of the pages it is given, those of its sections
  const levels = (groupsHere: readonly Json[]): Json => {
    const inner = (accept: (page: string) => boolean): Json =>
      tabSections
        ? { tabs: sectionsWith(tabSections, accept, (keep) => ({ groups: filterGroups(groupsHere, keep) })) }
        : { groups: filterGroups(groupsHere, accept) };
    // tabs divide the top anchor's pages; the pages of a folder anchor are its groups
    const anchorContent = (keep: (page: string) => boolean, section: Section): Json =>
      section === anchorSections![0] ? inner(keep) : { groups: filterGroups(groupsHere, keep) };
    return anchorSections ? { anchors: sectionsWith(anchorSections, () => true, anchorContent) } : inner(() => true);
  };
  const versions = Array.isArray(mint.versions)
    ? mint.versions
        .map((v) => (isObject(v) ? { name: text(v.name), default: v.default, url: text(v.url) } : { name: text(v) }))
        .filter((v): v is { name: string; default?: unknown; url?: string } => v.name !== undefined)
    : [];
  // versions that all link elsewhere are global links; a version with a URL is a link among the others
  const versionLinks = versions.length > 0 && versions.every((v) => v.url && /^https?:\/\//.test(v.url));
  // with no tab and no anchor, the platform keeps every group as written, those without pages too
  const plain = anchors.length === 0 && tabs.length === 0;
  const navigation: Json =
    versions.length > 0 && !versionLinks
      ? {
          versions: versions.map(({ name, default: isDefault, url }) => ({
            version: name,
            ...(isDefault !== undefined && { default: isDefault }),
            ...(url ? { href: url } : levels(groups.filter((g) => g.version === undefined || g.version === name))),
          })),
        }
      : plain
        ? { groups: groups.map((group) => upgradeGroup(group)) }
        : levels(groups);
  const global = compact({
    versions: versionLinks ? versions.map((v) => ({ version: v.name, href: v.url })) : undefined,
    anchors: globalLinks.length > 0 ? globalLinks.map(linkAnchor) : undefined,
  });
  if (Object.keys(global).length > 0) navigation.global = global;
  return navigation;
}

/**
 * One element per section with what it holds of the accepted pages: the section's folder, or for the first section
 * (no folder) every page no other section's folder holds. A section that holds nothing is left out, unless it
 * generates pages from its own spec.
 */
function sectionsWith(
  sections: readonly Section[],
  accept: (page: string) => boolean,
  build: (keep: (page: string) => boolean, section: Section) => Json,
): Json[] {
  const folders = sections.map((s) => s.folder).filter((f): f is string => f !== undefined && f !== '');
  const sectionOf = (page: string) =>
    folders.filter((f) => page === f || page.startsWith(`${f}/`)).sort((a, b) => b.length - a.length)[0];
  const result: Json[] = [];
  for (const section of sections) {
    if (section.link) {
      result.push(section.element);
      continue;
    }
    const keep = (page: string) =>
      accept(page) && sectionOf(page.replace(/^\/+/, '')) === (section.folder || undefined);
    const content = build(keep, section);
    const holds = Object.values(content).some((list) => Array.isArray(list) && list.length > 0);
    if (holds || section.element.openapi !== undefined) result.push({ ...section.element, ...(holds ? content : {}) });
  }
  return result;
}

/** The groups with only the pages `keep` accepts (nested groups alike); groups left empty are dropped. */
function filterGroups(groups: readonly Json[], keep: (page: string) => boolean): Json[] {
  const result: Json[] = [];
  for (const group of groups) {
    const pages: unknown[] = [];
    for (const entry of Array.isArray(group.pages) ? group.pages : []) {
      if (typeof entry === 'string') {
        if (keep(entry)) pages.push(entry);
      } else if (isObject(entry)) pages.push(...filterGroups([entry], keep));
    }
    if (pages.length > 0) result.push(compact({ group: group.group, icon: iconOf(group), pages }));
  }
  return result;
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

/** An anchor's or tab's `openapi`: its spec, with the folder its generated pages go to. */
function openapiSource(section: Json): unknown {
  const source = section.openapi;
  if (typeof source !== 'string') return source;
  const folder = folderOf(text(section.url) ?? '');
  return folder ? { source, directory: folder } : source;
}
