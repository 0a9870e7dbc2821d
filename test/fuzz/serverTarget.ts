// Fuzz inputs through the real server: each is sent as an edit of an open document, and every answer must come
// within the bound, with diagnostics for exactly that version.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { startClient, TestClient } from '../helpers/lspClient';
import { tempSite, TempSite } from '../helpers/tempSite';
import { EXAMPLE } from './seeds';
import { FuzzInput } from './engineTarget';

const TARGETS: Record<FuzzInput['target'], [string, string]> = {
  'docs.json': ['docs.json', 'json'],
  'page.mdx': ['guides/overview.mdx', 'mdx'],
  'openapi.yaml': ['openapi.yaml', 'yaml'],
};

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise,
    new Promise<T>(
      (_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms)),
    ),
  ]).finally(() => clearTimeout(timer));
}

export class ServerTarget {
  private version = 1;
  private readonly opened = new Set<string>();

  private constructor(
    private readonly client: TestClient,
    private readonly site: TempSite,
  ) {}

  static async start(): Promise<ServerTarget> {
    const files: Record<string, string> = {};
    const copy = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) copy(full);
        else files[path.relative(EXAMPLE, full)] = fs.readFileSync(full, 'utf8');
      }
    };
    copy(EXAMPLE);
    const site = tempSite(files);
    return new ServerTarget(await startClient(site.uri('')), site);
  }

  /** Sends the input as the new text of its document; returns what went wrong. */
  async run(input: FuzzInput, boundMs: number): Promise<string[]> {
    const [file, languageId] = TARGETS[input.target];
    const uri = this.site.uri(file);
    const version = ++this.version;
    try {
      if (this.opened.has(uri)) this.client.change(uri, input.text, version);
      else {
        this.client.open(uri, languageId, input.text, version);
        this.opened.add(uri);
      }
      await withTimeout(this.client.diagnostics(uri, version), boundMs, 'publishDiagnostics');
      const middle = Math.max(0, Math.floor(input.text.split('\n').length / 2));
      for (const method of [
        'textDocument/completion',
        'textDocument/hover',
        'textDocument/definition',
        'textDocument/documentSymbol',
      ]) {
        await withTimeout(
          this.client.connection.sendRequest(method, {
            textDocument: { uri },
            position: { line: middle, character: 3 },
          }),
          boundMs,
          method,
        );
      }
      return [];
    } catch (error) {
      return [`server: ${error instanceof Error ? error.message : String(error)}`];
    }
  }

  async close(): Promise<void> {
    await this.client.close();
    this.site.remove();
  }
}
