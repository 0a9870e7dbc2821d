// The analytics views' only script, bundled to client/media/analytics.js and loaded with the page's nonce. It never
// builds markup from data: the extension sends finished, escaped HTML. It keeps the filters with getState/setState
// and turns clicks into messages.
import type { RenderMessage, ViewFilters, ViewMessage, ViewRequest, ViewState } from '../webview/messages';

interface VsCodeApi {
  getState(): ViewState | undefined;
  setState(state: ViewState): void;
  postMessage(message: ViewMessage): void;
}

declare function acquireVsCodeApi(): VsCodeApi;

const vscode = acquireVsCodeApi();
const root = document.getElementById('root')!;
let state: ViewState = vscode.getState() || {};

function save(patch: ViewState): void {
  state = { ...state, ...patch };
  vscode.setState(state);
}

function post(request: ViewRequest): void {
  vscode.postMessage({ state, ...request });
}

function readFilters(form: HTMLFormElement): ViewFilters {
  const data = new FormData(form);
  return {
    status: data.getAll('status').map(String),
    source: String(data.get('source') || ''),
    from: String(data.get('from') || ''),
    to: String(data.get('to') || ''),
  };
}

/** The request of a `data-action` button: its action and the `data-*` fields that action takes. */
function actionRequest(data: DOMStringMap): ViewRequest | undefined {
  const text = (value: string | undefined) => value ?? '';
  switch (data.action) {
    case 'clearPage':
    case 'refresh':
    case 'loadMore':
    case 'setKey':
    case 'openSettings':
    case 'refreshTraffic':
    case 'gapsOnly':
      return { type: data.action };
    case 'export':
      return { type: 'export', format: data.format };
    case 'open':
      return { type: 'open', id: text(data.id) };
    case 'source':
      return { type: 'source', id: text(data.id), index: text(data.index) };
    case 'thread':
      return { type: 'thread', id: text(data.id) };
    case 'sort':
      return { type: 'sort', column: text(data.column) };
    case 'openPage':
      return { type: 'openPage', slug: text(data.slug) };
    case 'openTopPage':
    case 'createPage':
      return { type: data.action, term: text(data.term) };
  }
  return undefined;
}

const targetOf = (event: Event) => event.target as Element;

root.addEventListener('submit', (event) => event.preventDefault());

root.addEventListener('change', (event) => {
  const target = targetOf(event);
  if (target instanceof HTMLSelectElement && target.matches('[data-period]')) {
    post({ type: 'period', period: target.value });
    return;
  }
  const form = targetOf(event).closest<HTMLFormElement>('form[data-filters]');
  if (!form || targetOf(event).matches('[data-search]')) return;
  save({ filters: readFilters(form) });
  post({ type: 'filters' });
});

let searchTimer: ReturnType<typeof setTimeout> | undefined;
root.addEventListener('input', (event) => {
  const input = targetOf(event);
  if (!(input instanceof HTMLInputElement) || !input.matches('[data-search]')) return;
  clearTimeout(searchTimer);
  const value = input.value;
  searchTimer = setTimeout(() => {
    save({ search: value });
    post({ type: 'search' });
  }, 200);
});

root.addEventListener('click', (event) => {
  const link = targetOf(event).closest('a[href]');
  if (link) {
    event.preventDefault();
    post({ type: 'link', href: link.getAttribute('href') ?? '' });
    return;
  }
  const button = targetOf(event).closest<HTMLElement>('[data-action]');
  const request = button && actionRequest(button.dataset);
  if (!request) return;
  if (request.type === 'clearPage') save({ page: undefined });
  post(request);
});

window.addEventListener('message', (event: MessageEvent<RenderMessage | undefined>) => {
  const message = event.data;
  if (!message || message.type !== 'render') return;
  const active = document.activeElement;
  const searching = active instanceof HTMLInputElement && active.matches('[data-search]');
  const caret = searching ? active.selectionStart : 0;
  root.innerHTML = message.html;
  save(message.state);
  if (searching) {
    const input = root.querySelector<HTMLInputElement>('[data-search]');
    if (input) {
      input.focus();
      input.setSelectionRange(caret, caret);
    }
  }
});

post({ type: 'ready' });
