// Every analytics webview (the sidebar views, the thread panels) is set up the same way: scripts on, command links
// off, only the extension's media folder readable, and the shell with a fresh nonce around the first body; later
// bodies reach it as one typed message.
import * as vscode from 'vscode';
import { createNonce, renderShell, SafeHtml } from './webview/html';
import { RenderMessage, ViewState } from './webview/messages';

export function setUpWebview(webview: vscode.Webview, mediaRoot: vscode.Uri, title: string, body: SafeHtml): void {
  webview.options = { enableScripts: true, enableCommandUris: false, localResourceRoots: [mediaRoot] };
  webview.html = renderShell({
    nonce: createNonce(),
    cspSource: webview.cspSource,
    scriptUri: webview.asWebviewUri(vscode.Uri.joinPath(mediaRoot, 'analytics.js')).toString(),
    styleUri: webview.asWebviewUri(vscode.Uri.joinPath(mediaRoot, 'analytics.css')).toString(),
    title,
    body,
  });
}

/** Shows a new body in a webview set up by setUpWebview, with the state its script keeps. */
export function postRender(webview: vscode.Webview, body: SafeHtml, state: ViewState = {}): void {
  const message: RenderMessage = { type: 'render', html: body.text, state };
  void webview.postMessage(message);
}
