// The messages between an analytics view's script (client/src/analytics/view/, in the webview) and the extension,
// typed once for both sides. What arrives from a webview is untrusted: the extension reads it with readViewRequest.

/** Form values; an empty string or list means "no filter". */
export interface ViewFilters {
  readonly status: readonly string[];
  readonly source: string;
  readonly from: string;
  readonly to: string;
}

/** The state a webview keeps with setState and sends back when it is re-created. */
export interface WebviewState {
  readonly filters: ViewFilters;
  /** Feedback: the page slug chosen from a code lens. */
  readonly page?: string;
  /** Assistant: the search text. */
  readonly search?: string;
}

/** The state the view's script keeps (getState/setState); empty until the first change or render. */
export type ViewState = Partial<WebviewState>;

/** What a view asks of the extension; `data-action` buttons name the type, their other `data-*` the fields. */
export type ViewRequest =
  | { readonly type: 'ready' | 'filters' | 'search' }
  | { readonly type: 'clearPage' | 'refresh' | 'loadMore' | 'setKey' | 'openSettings' }
  | { readonly type: 'export'; readonly format?: string }
  | { readonly type: 'open'; readonly id: string }
  | { readonly type: 'source'; readonly id: string; readonly index: string }
  | { readonly type: 'link'; readonly href: string }
  // an assistant conversation's whole thread (Assistant view)
  | { readonly type: 'thread'; readonly id: string }
  // the Pages and Search gaps views
  | { readonly type: 'refreshTraffic' | 'gapsOnly' }
  | { readonly type: 'period'; readonly period: string }
  | { readonly type: 'sort'; readonly column: string }
  | { readonly type: 'openPage'; readonly slug: string }
  | { readonly type: 'openTopPage' | 'createPage'; readonly term: string };

/** From the view to the extension: a request with the state the view keeps. */
export type ViewMessage = ViewRequest & { readonly state: ViewState };

/**
 * From the extension to any analytics webview (the sidebar views and the thread panels): finished, escaped HTML to
 * show, and the state to keep (`{}` from the views that keep none: Pages, Search gaps, a thread).
 */
export interface RenderMessage {
  readonly type: 'render';
  readonly html: string;
  readonly state: ViewState;
}

/** A view's request, when `value` is one: a known type with the fields it needs, as strings. */
export function readViewRequest(value: unknown): ViewRequest | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { type, format, id, index, href, period, column, slug, term } = value as Record<string, unknown>;
  const text = (field: unknown) => (typeof field === 'string' ? field : undefined);
  switch (type) {
    case 'ready':
    case 'filters':
    case 'search':
    case 'clearPage':
    case 'refresh':
    case 'loadMore':
    case 'setKey':
    case 'openSettings':
    case 'refreshTraffic':
    case 'gapsOnly':
      return { type };
    case 'export':
      return { type, format: text(format) };
    case 'open':
      return typeof id === 'string' ? { type, id } : undefined;
    case 'source':
      return typeof id === 'string' && typeof index === 'string' ? { type, id, index } : undefined;
    case 'link':
      return typeof href === 'string' ? { type, href } : undefined;
    case 'thread':
      return typeof id === 'string' ? { type, id } : undefined;
    case 'period':
      return typeof period === 'string' ? { type, period } : undefined;
    case 'sort':
      return typeof column === 'string' ? { type, column } : undefined;
    case 'openPage':
      return typeof slug === 'string' ? { type, slug } : undefined;
    case 'openTopPage':
    case 'createPage':
      return typeof term === 'string' ? { type, term } : undefined;
  }
  return undefined;
}
