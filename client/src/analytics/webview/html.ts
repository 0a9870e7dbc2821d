// HTML built by a tagged template that escapes every interpolated value unless it is already SafeHtml, so that no
// string from the API can become markup by accident.
import { randomBytes } from 'node:crypto';

export class SafeHtml {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"'`]/g, (c) => ESCAPES[c]);
}

type Value = SafeHtml | string | number | boolean | null | undefined | readonly Value[];

function render(value: Value): string {
  if (value instanceof SafeHtml) return value.text;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(value);
}

export function html(strings: TemplateStringsArray, ...values: Value[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, part, i) => out + part + (i < values.length ? render(values[i]) : ''), ''));
}

/** Markup produced by a trusted renderer (markdown-it with raw HTML off, the chart renderer). */
export function trusted(text: string): SafeHtml {
  return new SafeHtml(text);
}

export interface ShellOptions {
  readonly nonce: string;
  /** The webview's resource origin (`webview.cspSource`). */
  readonly cspSource: string;
  readonly scriptUri: string;
  readonly styleUri: string;
  readonly title: string;
  readonly body: SafeHtml;
}

/** The document of a view: nothing but the extension's own stylesheet and nonce'd script may load. */
export function renderShell(options: ShellOptions): string {
  const csp = [
    `default-src 'none'`,
    `style-src ${options.cspSource}`,
    `script-src 'nonce-${options.nonce}'`,
    `font-src ${options.cspSource}`,
  ].join('; ');
  return html`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="${options.styleUri}">
<title>${options.title}</title>
</head>
<body>
<main id="root" aria-live="polite">${options.body}</main>
<script nonce="${options.nonce}" src="${options.scriptUri}"></script>
</body>
</html>
`.text;
}

/** A fresh nonce per document. */
export function createNonce(): string {
  return randomBytes(18).toString('base64url');
}
