// The "Docs navigation" view: the server's navigation tree (docsLsp/navigationTree) as the site's sidebar, kept
// current by docsLsp/navigationChanged; drag and drop and the context menu ask the server for the edit
// (docsLsp/navigationEdit) and apply it as one workspace edit, undone with one undo. Where analytics is configured,
// each page row shows its traffic and feedback from the traffic store the analytics views and the code lens share.
import * as vscode from 'vscode';
import { LanguageClient } from 'vscode-languageclient/node';
import {
  NAVIGATION_CHANGED_NOTIFICATION,
  NAVIGATION_EDIT_REQUEST,
  NAVIGATION_TREE_REQUEST,
  NavigationEditParams,
  NavigationEditResult,
  NavigationNode,
  NavigationRoot,
  NavigationTreeResult,
} from '../../../shared/src/protocol/navigationTree';
import { emptyStats, trafficLine } from '../analytics/model/traffic';
import { readSettings } from '../analytics/analyticsSettings';
import { TrafficStore } from '../analytics/trafficStore';
import {
  codiconFor,
  defaultCodicon,
  describe,
  draggable,
  dropTarget,
  findByFile,
  Level,
  parentsOf,
  tooltip,
  rowSlug,
  topLevelOf,
  trafficDescription,
  visibleRoots,
} from './treeModel';

export const VIEW_NAVIGATION = 'docsLsp.navigation';
const MIME = 'application/vnd.code.tree.docslsp.navigation';
const DECORATION_SCHEME = 'docs-lsp-nav';
/** Levels sent with the tree below the switchers (tabs and their groups); deeper rows come when expanded. */
const FIRST_LEVELS = 2;
const LEVELS_PER_EXPAND = 1;

/** A row: a node of one docs root's tree (or the root itself when the workspace has several). */
interface Row {
  readonly root: NavigationRoot;
  readonly node?: NavigationNode;
}

class NavigationTree
  implements vscode.TreeDataProvider<Row>, vscode.TreeDragAndDropController<Row>, vscode.FileDecorationProvider
{
  readonly dropMimeTypes = [MIME];
  readonly dragMimeTypes = [MIME];
  private roots: NavigationRoot[] = [];
  private readonly chosen = new Map<string, string>();
  private readonly rows = new Map<NavigationNode, Row>();
  private parents = new Map<NavigationNode, NavigationNode | undefined>();
  private readonly levelsByRoot = new Map<NavigationRoot, Level[]>();
  private readonly changed = new vscode.EventEmitter<Row | Row[] | undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  private readonly decorationsChanged = new vscode.EventEmitter<undefined>();
  readonly onDidChangeFileDecorations = this.decorationsChanged.event;
  private inFlight: Promise<void> | undefined;
  private again = false;
  /** The server's answer shown now (first levels or whole), to tell a refresh that changes nothing. */
  private shown = '';
  /** Rows whose children were asked for when expanded, with the server's answer then. */
  private readonly loaded = new Map<NavigationNode, string>();
  view?: vscode.TreeView<Row>;

  constructor(
    private readonly client: LanguageClient,
    private readonly traffic: TrafficStore,
  ) {}

  /**
   * The page rows again (their traffic changed); nothing is asked of the server. Only those rows: a whole redraw would
   * make VS Code forget every row, losing an expand or a drag made meanwhile (see `refresh`).
   */
  redraw(): void {
    const pages = [...this.rows.values()].filter((row) => row.node && rowSlug(row.node) !== undefined);
    if (pages.length > 0) this.changed.fire(pages);
  }

  /**
   * Asks the server for the trees (the first levels: rows below are asked for when expanded, `whole` for reveal);
   * a change announced while a request runs asks once more after it. Only what changed is redrawn: redrawing the
   * whole view makes VS Code forget every row until it has asked for them again, and a row expanded or dragged in
   * that moment comes out empty or is lost (the server announces changes that leave the tree as it was: the view
   * shown, the file saved, a spec loaded).
   */
  refresh(whole = false): Promise<void> {
    if (this.inFlight) {
      this.again = true;
      return this.inFlight;
    }
    this.inFlight = (async () => {
      do {
        this.again = false;
        const result = await this.client
          .sendRequest<NavigationTreeResult>(NAVIGATION_TREE_REQUEST, whole ? {} : { depth: FIRST_LEVELS })
          .catch(() => undefined);
        if (result) await this.update(result.roots);
      } while (this.again);
    })().finally(() => (this.inFlight = undefined));
    return this.inFlight;
  }

  private async update(roots: NavigationRoot[]): Promise<void> {
    const answer = JSON.stringify(roots);
    if (answer !== this.shown) {
      this.shown = answer;
      this.show(roots);
      return;
    }
    // The same levels: ask again for the rows expanded since, and redraw only those whose children changed.
    for (const [node, before] of [...this.loaded]) {
      const row = this.rows.get(node);
      if (!row || !this.loaded.has(node)) continue; // below a row redrawn in this pass
      const children = await this.fetchChildren(row.root, node);
      const after = JSON.stringify(children);
      if (after === before) continue;
      for (const [child] of parentsOf(node.children ?? [])) this.loaded.delete(child);
      this.setChildren(node, children, after);
      this.changed.fire(row);
    }
  }

  private show(roots: NavigationRoot[]): void {
    this.roots = roots;
    this.loaded.clear();
    this.rows.clear();
    this.levelsByRoot.clear();
    this.parents = new Map();
    for (const root of roots) {
      const { rows, levels } = visibleRoots(root, this.chosen);
      this.levelsByRoot.set(root, levels);
      for (const [node, parent] of parentsOf(rows)) this.parents.set(node, parent);
    }
    if (this.view) {
      const levels = roots.flatMap((r) => this.levelsByRoot.get(r) ?? []);
      this.view.description = levels.map((l) => l.chosen.label).join(' · ') || undefined;
      this.view.message = roots.length === 0 ? 'No docs.json with a navigation in this workspace.' : undefined;
    }
    void vscode.commands.executeCommand('setContext', 'docsLsp.navigation.hasSwitchers', this.levels().length > 0);
    this.changed.fire(undefined);
    this.decorationsChanged.fire(undefined);
  }

  levels(): { root: NavigationRoot; level: Level }[] {
    return this.roots.flatMap((root) => (this.levelsByRoot.get(root) ?? []).map((level) => ({ root, level })));
  }

  choose(kind: string, label: string): void {
    this.chosen.set(kind, label);
    this.show(this.roots);
  }

  private row(root: NavigationRoot, node: NavigationNode): Row {
    let row = this.rows.get(node);
    if (!row) this.rows.set(node, (row = { root, node }));
    return row;
  }

  // Children are handed out one level at a time as rows are expanded: a 10 000-page tree opens with its tabs.
  async getChildren(element?: Row): Promise<Row[]> {
    if (!element) {
      if (this.roots.length === 1) return this.topRows(this.roots[0]);
      return this.roots.map((root) => ({ root }));
    }
    const node = element.node;
    if (!node) return this.topRows(element.root);
    const children = node.children ?? (node.childCount ? await this.load(element.root, node) : []);
    return children.map((n) => this.row(element.root, n));
  }

  /** The children of a row sent without them, asked for when it is expanded. */
  private async load(root: NavigationRoot, node: NavigationNode): Promise<NavigationNode[]> {
    const children = await this.fetchChildren(root, node);
    this.setChildren(node, children, JSON.stringify(children));
    return children;
  }

  private async fetchChildren(root: NavigationRoot, node: NavigationNode): Promise<NavigationNode[]> {
    const result = await this.client
      .sendRequest<NavigationTreeResult>(NAVIGATION_TREE_REQUEST, {
        uri: root.uri,
        parent: node.id,
        depth: LEVELS_PER_EXPAND,
      })
      .catch(() => undefined);
    return result?.roots.find((r) => r.uri === root.uri)?.children ?? [];
  }

  private setChildren(node: NavigationNode, children: NavigationNode[], answer: string): void {
    (node as { children?: NavigationNode[] }).children = children;
    this.loaded.set(node, answer);
    for (const [child, parent] of parentsOf(children)) this.parents.set(child, parent ?? node);
  }

  private topRows(root: NavigationRoot): Row[] {
    return visibleRoots(root, this.chosen).rows.map((n) => this.row(root, n));
  }

  getParent(element: Row): Row | undefined {
    if (!element.node) return undefined;
    const parent = this.parents.get(element.node);
    if (parent) return this.row(element.root, parent);
    return this.roots.length > 1 ? { root: element.root } : undefined;
  }

  getTreeItem(element: Row): vscode.TreeItem {
    const { root, node } = element;
    if (!node) {
      const item = new vscode.TreeItem(vscode.Uri.parse(root.uri), vscode.TreeItemCollapsibleState.Expanded);
      item.iconPath = new vscode.ThemeIcon('root-folder');
      return item;
    }
    const hasChildren = (node.children?.length ?? node.childCount ?? 0) > 0;
    const item = new vscode.TreeItem(
      node.label,
      hasChildren
        ? node.kind === 'tab' || node.kind === 'anchor' || node.kind === 'dropdown'
          ? vscode.TreeItemCollapsibleState.Expanded
          : vscode.TreeItemCollapsibleState.Collapsed
        : vscode.TreeItemCollapsibleState.None,
    );
    item.id = `${root.uri}#${node.id}`;
    const traffic = this.trafficOf(node);
    item.description = [describe(node), traffic?.short].filter(Boolean).join(' · ') || undefined;
    item.tooltip = [tooltip(node), traffic?.long].filter(Boolean).join('\n');
    item.iconPath = new vscode.ThemeIcon(codiconFor(node.icon) ?? defaultCodicon(node));
    // the decoration provider colours the row and shows the problem count
    if (node.errors || node.warnings) item.resourceUri = decorationUri(node);
    item.contextValue = contextOf(node);
    // a click expands a row with children; a leaf opens its page, operation or link
    if (!hasChildren) item.command = { command: 'docsLsp.navigation.open', title: 'Open', arguments: [element] };
    return item;
  }

  /**
   * A page row's traffic once the store has it: the same load as the Pages view and the code lens (from the cache
   * while fresh, none without analytics settings), started here when nothing started it yet.
   */
  private trafficOf(node: NavigationNode): { short: string; long: string } | undefined {
    const slug = rowSlug(node);
    if (slug === undefined) return undefined;
    if (this.traffic.state.kind !== 'ready') {
      if (this.traffic.state.kind === 'loading') void this.traffic.ensureLoaded();
      return undefined;
    }
    const stats = this.traffic.statsOf(slug) ?? emptyStats(slug);
    return { short: trafficDescription(stats), long: trafficLine(stats, readSettings().period) };
  }

  provideFileDecoration(uri: vscode.Uri): vscode.FileDecoration | undefined {
    if (uri.scheme !== DECORATION_SCHEME) return undefined;
    const params = new URLSearchParams(uri.query);
    const errors = Number(params.get('errors') ?? 0);
    const warnings = Number(params.get('warnings') ?? 0);
    if (!errors && !warnings) return undefined;
    const count = errors || warnings;
    return {
      badge: count > 99 ? '99+' : String(count),
      color: new vscode.ThemeColor(errors ? 'list.errorForeground' : 'list.warningForeground'),
      tooltip: [
        errors && `${errors} error${errors === 1 ? '' : 's'}`,
        warnings && `${warnings} warning${warnings === 1 ? '' : 's'}`,
      ]
        .filter(Boolean)
        .join(', '),
    };
  }

  handleDrag(source: readonly Row[], data: vscode.DataTransfer): void {
    const rows = source.filter((r) => r.node && draggable(r.node));
    if (rows.length === 1) data.set(MIME, new vscode.DataTransferItem(rows[0]));
  }

  async handleDrop(target: Row | undefined, data: vscode.DataTransfer): Promise<void> {
    const source = data.get(MIME)?.value as Row | undefined;
    if (!source?.node) return;
    const root = target?.root ?? source.root;
    if (root.uri !== source.root.uri) {
      void vscode.window.showWarningMessage('Entries move only within one docs.json.');
      return;
    }
    const to = dropTarget(target?.node, this.parents, topLevelOf(this.levelsByRoot.get(root) ?? []));
    await this.edit({ action: 'move', rootUri: root.uri, source: source.node.id, ...to });
  }

  /** Asks the server for an edit and applies it through the editor (one undo), or says why it was refused. */
  async edit(params: NavigationEditParams): Promise<boolean> {
    const result = await this.client.sendRequest<NavigationEditResult>(NAVIGATION_EDIT_REQUEST, params);
    if ('refused' in result) {
      void vscode.window.showWarningMessage(result.refused);
      return false;
    }
    const edit = await this.client.protocol2CodeConverter.asWorkspaceEdit(result.edit);
    const applied = await vscode.workspace.applyEdit(edit);
    if (!applied)
      void vscode.window.showWarningMessage('The edit could not be applied (docs.json changed meanwhile?).');
    return applied;
  }

  /** The row of the page open in the active editor. */
  rowOfFile(uri: vscode.Uri): Row | undefined {
    for (const root of this.roots) {
      const prefix = `${root.uri}/`;
      const text = uri.toString();
      if (!text.startsWith(prefix)) continue;
      const file = decodeURIComponent(text.slice(prefix.length));
      const node = findByFile(visibleRoots(root, this.chosen).rows, file);
      if (node) return this.row(root, node);
    }
    return undefined;
  }
}

function decorationUri(node: NavigationNode): vscode.Uri {
  return vscode.Uri.from({
    scheme: DECORATION_SCHEME,
    path: `/${node.id}`,
    query: `errors=${node.errors ?? 0}&warnings=${node.warnings ?? 0}`,
  });
}

/** For the context menu's `when` clauses: what can be done with a row. */
function contextOf(node: NavigationNode): string {
  const parts: string[] = [node.kind];
  if (node.generated) parts.push('generated');
  else if (node.entry) parts.push('entry');
  if (node.kind !== 'page' && node.kind !== 'endpoint' && !node.generated) parts.push('holder');
  if (node.file) parts.push('file');
  return parts.join(' ');
}

export function registerNavigation(
  context: vscode.ExtensionContext,
  client: LanguageClient,
  traffic: TrafficStore,
): void {
  const tree = new NavigationTree(client, traffic);
  const view = vscode.window.createTreeView(VIEW_NAVIGATION, {
    treeDataProvider: tree,
    dragAndDropController: tree,
    showCollapseAll: true,
    canSelectMany: false,
  });
  tree.view = view;
  void vscode.commands.executeCommand('setContext', 'docsLsp.navigation.enabled', true);
  const rootOf = (row: Row) => vscode.Uri.parse(row.root.uri);
  const entryUri = (row: Row) => vscode.Uri.parse(row.node?.entryUri ?? row.root.configUri);

  const open = async (row: Row) => {
    const node = row.node;
    if (!node) return;
    const c2 = client.protocol2CodeConverter;
    if (node.file) {
      await vscode.window.showTextDocument(vscode.Uri.joinPath(rootOf(row), node.file), { preview: true });
    } else if (node.operation) {
      await vscode.window.showTextDocument(vscode.Uri.parse(node.operation.uri), {
        selection: c2.asRange(node.operation.range),
        preview: true,
      });
    } else if (node.href && /^https?:\/\//i.test(node.href) && !node.children?.length) {
      await vscode.env.openExternal(vscode.Uri.parse(node.href));
    } else if (node.entry) {
      await vscode.window.showTextDocument(entryUri(row), { selection: c2.asRange(node.entry), preview: true });
    }
  };

  context.subscriptions.push(
    view,
    vscode.window.registerFileDecorationProvider(tree),
    client.onNotification(NAVIGATION_CHANGED_NOTIFICATION, () => void tree.refresh()),
    traffic.onDidChange(() => tree.redraw()),
    view.onDidChangeVisibility((e) => e.visible && void tree.refresh()),
    vscode.commands.registerCommand('docsLsp.navigation.refresh', () => tree.refresh()),
    vscode.commands.registerCommand('docsLsp.navigation.open', open),
    vscode.commands.registerCommand('docsLsp.navigation.revealInDocsJson', async (row: Row) => {
      if (row.node?.entry)
        await vscode.window.showTextDocument(entryUri(row), {
          selection: client.protocol2CodeConverter.asRange(row.node.entry),
        });
    }),
    vscode.commands.registerCommand('docsLsp.navigation.revealCurrentFile', async () => {
      const uri = vscode.window.activeTextEditor?.document.uri;
      if (!uri) return;
      await tree.refresh(true);
      const row = tree.rowOfFile(uri);
      if (row) await view.reveal(row, { select: true, focus: true, expand: true });
      else void vscode.window.showInformationMessage('This file is not in the navigation shown.');
    }),
    vscode.commands.registerCommand('docsLsp.navigation.chooseSwitcher', async () => {
      for (const { level } of tree.levels()) {
        const pick = await vscode.window.showQuickPick(
          level.options.map((o) => ({ label: o.label, picked: o === level.chosen })),
          { title: `Show the ${level.kind}`, placeHolder: level.chosen.label },
        );
        if (!pick) return;
        tree.choose(level.kind, pick.label);
      }
    }),
    vscode.commands.registerCommand('docsLsp.navigation.addPage', async (row: Row) => {
      if (!row?.node) return;
      const path = await vscode.window.showInputBox({
        title: `Add a page to ${row.node.label}`,
        prompt: 'Page path from the docs root, without extension',
        placeHolder: 'guides/new-page',
      });
      if (!path) return;
      const title = await vscode.window.showInputBox({ title: 'Title of the page', value: path.split('/').pop() });
      if (title === undefined) return;
      if (await tree.edit({ action: 'addPage', rootUri: row.root.uri, target: row.node.id, path, title }))
        await vscode.window.showTextDocument(vscode.Uri.joinPath(rootOf(row), `${path.replace(/^\/+/, '')}.mdx`));
    }),
    vscode.commands.registerCommand('docsLsp.navigation.rename', async (row: Row) => {
      if (!row?.node) return;
      const title = await vscode.window.showInputBox({ title: 'Title shown in the sidebar', value: row.node.label });
      if (title) await tree.edit({ action: 'rename', rootUri: row.root.uri, source: row.node.id, title });
    }),
    vscode.commands.registerCommand('docsLsp.navigation.remove', async (row: Row) => {
      if (!row?.node) return;
      const answer = await vscode.window.showWarningMessage(
        `Remove "${row.node.label}" from the navigation? Its files stay.`,
        { modal: true },
        'Remove',
      );
      if (answer === 'Remove') await tree.edit({ action: 'remove', rootUri: row.root.uri, source: row.node.id });
    }),
  );
  void tree.refresh();
}
