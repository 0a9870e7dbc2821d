// The custom requests behind the navigation tree (`docsLsp/navigationTree`, `docsLsp/navigationEdit`) and the
// notification that the tree changed. Plain data shared by the server and any client: no editor imports.
import type { WorkspaceEdit } from 'vscode-languageserver-types';

export const NAVIGATION_TREE_REQUEST = 'docsLsp/navigationTree';
export const NAVIGATION_CHANGED_NOTIFICATION = 'docsLsp/navigationChanged';
export const NAVIGATION_EDIT_REQUEST = 'docsLsp/navigationEdit';

export interface NavigationTreeParams {
  /** A docs root, its docs.json or any file under it; omitted: every docs root of the workspace. */
  readonly uri?: string;
  /** Only what lies below this node (its `id`): a row being expanded. */
  readonly parent?: string;
  /** Levels of nodes to send (1: the nodes without their children), switchers (languages, versions, products) not
   * counted; deeper levels are left out and their parents carry `childCount`. Omitted: the whole tree. */
  readonly depth?: number;
}

export interface NavigationTreeResult {
  readonly roots: NavigationRoot[];
}

export interface NavigationRoot {
  /** The folder holding docs.json. */
  readonly uri: string;
  readonly configUri: string;
  /** Changes whenever the tree may have changed (docs.json, a file it pulls in, page titles, specs). */
  readonly revision: string;
  readonly children: NavigationNode[];
}

/** The elements of docs.json by the key that names them, then what the sidebar lists. */
export type NavigationNodeKind =
  | 'language'
  | 'version'
  | 'product'
  | 'dropdown'
  | 'tab'
  | 'anchor'
  | 'item'
  | 'global'
  | 'group'
  /** A page path listed in `pages` (an MDX or Markdown file). */
  | 'page'
  /** An endpoint the platform renders: listed as `METHOD /path` in `pages`, or generated from an `openapi` element. */
  | 'endpoint';

export interface Place {
  readonly uri: string;
  readonly range: {
    readonly start: { readonly line: number; readonly character: number };
    readonly end: { readonly line: number; readonly character: number };
  };
}

export interface NavigationProblem {
  /** 1 error, 2 warning, 3 information, 4 hint (LSP's DiagnosticSeverity). */
  readonly severity: 1 | 2 | 3 | 4;
  readonly code: string;
  readonly message: string;
}

export interface NavigationNode {
  /**
   * Stable while the structure above the node does not change: the indices of the path from the root
   * (`2.0.5`), with `g` for pages the platform generates (`3.g1.4`).
   */
  readonly id: string;
  readonly kind: NavigationNodeKind;
  /** As the sidebar shows it: a page's `sidebarTitle`, else its `title`, else its path; an element's label. */
  readonly label: string;
  /** The icon name (Font Awesome / Lucide, as written). */
  readonly icon?: string;
  readonly tag?: string;
  readonly hidden?: true;
  /** A page path as written in docs.json, or the path of a generated page (`api-reference/pets/list-pets`). */
  readonly path?: string;
  /** The page's file relative to the docs root (`guides/intro.mdx`), when it exists. */
  readonly file?: string;
  /** An endpoint entry of `pages` as written (`GET /users`, `openapi.json POST /users`). */
  readonly reference?: string;
  /** `GET`, `POST`, ... (`WEBHOOK` for webhooks). */
  readonly method?: string;
  /** A page the platform generates from a spec: no entry in docs.json, no file. */
  readonly generated?: true;
  /** The operation in its spec, for endpoints. */
  readonly operation?: Place;
  /** An element with `href` and nothing inside is a link in the sidebar. */
  readonly href?: string;
  /** Where the entry is written in docs.json; absent for generated pages. */
  readonly entry?: Place['range'];
  /** The file holding the entry when it is not docs.json (pulled in with `$ref`). */
  readonly entryUri?: string;
  /** Problems reported on the entry itself, at their settings' severities. */
  readonly problems?: NavigationProblem[];
  /** Errors and warnings of the node and everything below it. */
  readonly errors?: number;
  readonly warnings?: number;
  readonly children?: NavigationNode[];
  /** How many children the node has, when they were left out (`depth`): ask for them with `parent`. */
  readonly childCount?: number;
}

export interface NavigationChangedParams {
  readonly rootUri: string;
  readonly revision: string;
}

/** A change of the navigation, applied by the client as one workspace edit. */
export type NavigationEditParams =
  | {
      readonly action: 'move';
      readonly rootUri: string;
      /** The node moved (a page, an endpoint entry or a group). */
      readonly source: string;
      /** The element it goes into (a group, a tab, ...), and before which of its entries (at the end when omitted). */
      readonly target: string;
      readonly index?: number;
    }
  | {
      readonly action: 'addPage';
      readonly rootUri: string;
      /** The group (or other element holding pages) that gets the new entry, at the end. */
      readonly target: string;
      /** The new page's path (`guides/new-page`). */
      readonly path: string;
      readonly title: string;
    }
  | { readonly action: 'rename'; readonly rootUri: string; readonly source: string; readonly title: string }
  | { readonly action: 'remove'; readonly rootUri: string; readonly source: string };

export type NavigationEditResult =
  /** documentChanges: one text edit of docs.json, and for a new page the file created with its text. */
  { readonly edit: WorkspaceEdit } | { readonly refused: string };
