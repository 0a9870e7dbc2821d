// What the component, icon and frontmatter rules share: the props every element takes, the icon library of a docs
// root and how a name is judged in it, the near misses of a name in a list.
import { CatalogComponent, CatalogProp, componentCatalog, IconLibrary, iconCatalog } from '../../vocabulary';
import { DocsRoot, Project } from '../../project';
import { JsonNode, keptProperty } from '../../docsjson';
import { PageContent, PageElement } from '../../mdx';
import { Finding } from '../../findings';

/** Props React and the platform take on every element. */
const UNIVERSAL_PROPS = new Set(['className', 'id', 'key', 'style', 'children', 'ref']);

/** Attributes of any HTML element, for the components whose props take them too (`htmlAttributes`). */
const HTML_ATTRIBUTES = new Set(
  (
    'accessKey autoFocus contentEditable dir draggable hidden lang nonce role slot spellCheck tabIndex title ' +
    'translate href target rel download src srcSet sizes alt width height loading decoding type name value ' +
    'disabled placeholder form action method rows cols colSpan rowSpan align allow allowFullScreen frameBorder ' +
    'referrerPolicy sandbox autoPlay controls loop muted playsInline poster preload crossOrigin open label htmlFor ' +
    'checked readOnly required min max step pattern multiple accept autoComplete inputMode frameborder allowfullscreen'
  ).split(' '),
);

/** Whether every element takes the attribute (`className`, `aria-*`, `data-*`). */
export function isUniversalProp(name: string): boolean {
  return UNIVERSAL_PROPS.has(name) || name.startsWith('aria-') || name.startsWith('data-');
}

/** Whether an attribute is one the component takes: listed, universal, or an HTML attribute where it takes those. */
export function takesProp(component: CatalogComponent, name: string): boolean {
  if (isUniversalProp(name) || component.props.some((p) => p.name === name)) return true;
  return component.htmlAttributes === true && (HTML_ATTRIBUTES.has(name) || /^on[A-Z]/.test(name));
}

/**
 * The catalogue's component an element is, where its props can be judged: a platform component with known props
 * that the page does not define itself.
 */
export function judgedComponent(element: PageElement, content: PageContent): CatalogComponent | undefined {
  const component = componentCatalog().component(element.name);
  if (!component || component.removed || component.props.length === 0 || !/^[A-Z]/.test(element.name)) return undefined;
  return content.definitions.length > 0 && definedHere(element.name, content) ? undefined : component;
}

/** Whether the page's own imports and exports bind the element's name (or, for `A.B`, its `A`). */
export function definedHere(name: string, content: PageContent): boolean {
  const head = name.split('.')[0];
  return content.definitions.includes(name) || content.definitions.includes(head);
}

export function propOf(component: CatalogComponent, name: string): CatalogProp | undefined {
  return component.props.find((p) => p.name === name);
}

/**
 * The closest of `candidates` to a name, when close enough to be a typo of it: the same but for letter case, or
 * within two edits (a swap of two letters is one) of a name of four letters or more, one of a shorter name.
 */
export function nearest(name: string, candidates: Iterable<string>): string | undefined {
  const wanted = name.toLowerCase();
  let best: string | undefined;
  let bestDistance = wanted.length >= 4 ? 3 : 2;
  for (const candidate of candidates) {
    const lower = candidate.toLowerCase();
    if (Math.abs(lower.length - wanted.length) >= bestDistance) continue;
    const distance = lower === wanted ? 0 : typoDistance(wanted, lower);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** Edits from one word to another, a swap of two neighbouring letters counting as one (optimal string alignment). */
export function typoDistance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push([i]);
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        rows[0].push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      rows[i].push(d);
    }
  }
  return rows[a.length][b.length];
}

/** The icon library of a docs root: docs.json's `icons.library`, Font Awesome when it names none. */
export function iconLibraryOf(project: Project, root: DocsRoot): IconLibrary {
  return iconLibraryIn(project.config(root)?.config.top);
}

/** The icon library docs.json's top-level object names in `icons.library`, Font Awesome when none. */
export function iconLibraryIn(top: JsonNode | undefined): IconLibrary {
  const icons = top && keptProperty(top, 'icons')?.valueNode;
  return asIconLibrary(icons && keptProperty(icons, 'library')?.valueNode?.node.value) ?? 'fontawesome';
}

/** The library a `library` value names, if it names one. */
export const asIconLibrary = (value: unknown): IconLibrary | undefined =>
  value === 'fontawesome' || value === 'lucide' || value === 'tabler' ? value : undefined;

const LIBRARY_NAMES: Record<IconLibrary, string> = { fontawesome: 'Font Awesome', lucide: 'Lucide', tabler: 'Tabler' };

/** The `icon-unknown` finding of a name written at `range`, where the library lacks it, with the name meant. */
export function iconFinding(
  library: IconLibrary,
  name: string,
  uri: string,
  range: Finding['range'],
): Finding | undefined {
  const problem = iconProblem(library, name);
  if (!problem) return undefined;
  return {
    uri,
    range,
    code: 'icon-unknown',
    message: problem.message,
    ...(problem.suggestion && { data: { fix: 'replace', replacements: [problem.suggestion] } }),
  };
}

/**
 * What is wrong with an icon name in a library (the platform lower-cases it), with the name meant where one is
 * close; undefined for a known name, and for a URL or a path (an image).
 */
function iconProblem(library: IconLibrary, written: string): { message: string; suggestion?: string } | undefined {
  const name = written.trim().toLowerCase();
  if (name === '' || /[/.:]/.test(name) || /^\{/.test(name)) return undefined;
  const icons = iconCatalog();
  if (icons.has(library, name)) return undefined;
  // brand icons (`github`, `python`) come from Font Awesome's brands whatever the library: the platform keeps a list
  if (library !== 'fontawesome' && icons.fontawesome.brands.has(name)) return undefined;
  const prefixed = /^(?:fa[a-z]*\s+)*fa-([a-z0-9-]+)$/.exec(name);
  if (prefixed && library === 'fontawesome') {
    const bare = prefixed[1];
    const known = icons.has(library, bare);
    return {
      message:
        `\`${written}\`: the platform takes a Font Awesome icon by its name alone, without \`fa-\`` +
        (known ? ` (\`${bare}\`).` : '.'),
      suggestion: known ? bare : undefined,
    };
  }
  const suggestion = nearestIcon(library, name);
  return {
    message:
      `\`${written}\` is not an icon of ${LIBRARY_NAMES[library]}, the site's icon library: no icon shows.` +
      (suggestion ? ` Did you mean \`${suggestion}\`?` : ''),
    suggestion,
  };
}

function nearestIcon(library: IconLibrary, name: string): string | undefined {
  let best: string | undefined;
  let bestDistance = name.length <= 5 ? 2 : 3;
  for (const candidate of iconCatalog().names(library)) {
    if (Math.abs(candidate.length - name.length) >= bestDistance) continue;
    const distance = typoDistance(name, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * A name written as a placeholder (`<YOUR_API_KEY>`, `<token>`, `<project-id>`) rather than a component: capitals and
 * `_`, or lower case that is no element of HTML.
 */
export function looksLikePlaceholder(name: string): boolean {
  return /^[A-Z0-9_]+$/.test(name) ? /[A-Z]/.test(name) && (name.includes('_') || name.length > 1) : /[_-]/.test(name);
}
