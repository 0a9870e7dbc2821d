// The analytics views' only script (loaded with the page's nonce). It never builds markup from data: the extension
// sends finished, escaped HTML. It keeps the filters with getState/setState and turns clicks into messages.
// @ts-nocheck
(function () {
  const vscode = acquireVsCodeApi();
  const root = document.getElementById('root');
  let state = vscode.getState() || {};

  function save(patch) {
    state = Object.assign({}, state, patch);
    vscode.setState(state);
  }

  function post(message) {
    vscode.postMessage(Object.assign({ state: state }, message));
  }

  function readFilters(form) {
    const data = new FormData(form);
    return {
      status: data.getAll('status').map(String),
      source: String(data.get('source') || ''),
      from: String(data.get('from') || ''),
      to: String(data.get('to') || ''),
    };
  }

  root.addEventListener('submit', (event) => event.preventDefault());

  root.addEventListener('change', (event) => {
    if (event.target.matches('[data-period]')) {
      post({ type: 'period', period: event.target.value });
      return;
    }
    const form = event.target.closest('form[data-filters]');
    if (!form || event.target.matches('[data-search]')) return;
    save({ filters: readFilters(form) });
    post({ type: 'filters' });
  });

  let searchTimer;
  root.addEventListener('input', (event) => {
    if (!event.target.matches('[data-search]')) return;
    clearTimeout(searchTimer);
    const value = event.target.value;
    searchTimer = setTimeout(() => {
      save({ search: value });
      post({ type: 'search' });
    }, 200);
  });

  root.addEventListener('click', (event) => {
    const link = event.target.closest('a[href]');
    if (link) {
      event.preventDefault();
      post({ type: 'link', href: link.getAttribute('href') });
      return;
    }
    const button = event.target.closest('[data-action]');
    if (!button) return;
    const data = Object.assign({}, button.dataset);
    const action = data.action;
    delete data.action;
    if (action === 'clearPage') save({ page: undefined });
    post(Object.assign({ type: action }, data));
  });

  window.addEventListener('message', (event) => {
    const message = event.data;
    if (!message || message.type !== 'render') return;
    const searching = document.activeElement && document.activeElement.matches('[data-search]');
    const caret = searching ? document.activeElement.selectionStart : 0;
    root.innerHTML = message.html;
    if (message.state) save(message.state);
    if (searching) {
      const input = root.querySelector('[data-search]');
      if (input) {
        input.focus();
        input.setSelectionRange(caret, caret);
      }
    }
  });

  post({ type: 'ready' });
})();
