// The engine alone, in this process and without LSP: the typing scenario's edits of docs.json, each followed by
// getDiagnostics. The like-for-like comparison with the in-process JSON language service baseline.
import { createLanguageService } from '../../../server/src/engine/languageService';
import { fileUri, NodeWorkspace } from '../../../server/src/engine/workspace';
import { measured, Row } from '../results';
import { Site } from '../sites';
import { now, repeat, withCpu } from '../stats';

const WORD = '-draft';
const WARMUP = 5;

/** The disk, with docs.json replaced by the text being edited (as the server lays open documents over it). */
class EditedConfig extends NodeWorkspace {
  edits = 0;

  constructor(
    folder: string,
    private readonly configUri: string,
    public text: string,
  ) {
    super([folder]);
  }

  override version(uri: string): string | undefined {
    return uri === this.configUri ? `open:${this.edits}` : super.version(uri);
  }

  override read(uri: string): string | undefined {
    return uri === this.configUri ? this.text : super.read(uri);
  }
}

export async function engineEdit(site: Site, reps: number): Promise<Row> {
  const configUri = site.uri('docs.json');
  const workspace = new EditedConfig(fileUri(site.dir), configUri, site.configText);
  const service = createLanguageService({ workspace });
  service.getDiagnostics(configUri);
  const entry = site.pageFiles[Math.floor(site.pageFiles.length / 2)].replace(/\.mdx$/, '');
  const at = site.configText.indexOf(`"${entry}"`) + entry.length + 1;
  const { result: figures, cpuMs } = await withCpu(() =>
    repeat(WARMUP, reps, (i) => {
      const typed = WORD.slice(0, (i % WORD.length) + 1);
      workspace.text = site.configText.slice(0, at) + typed + site.configText.slice(at);
      workspace.edits++;
      const started = now();
      const missing = service.getDiagnostics(configUri).filter((d) => d.code === 'nav-missing-page').length;
      const ms = now() - started;
      if (missing !== 1) throw new Error(`expected one missing page after typing "${typed}", got ${missing}`);
      return ms;
    }),
  );
  return measured('engine-edit', 'docs-lsp engine in process (no LSP): edit to docs.json diagnostics', 'ms', figures, {
    site: `${site.pageCount} pages`,
    comparable: true,
    note: `CPU ${(cpuMs / (WARMUP + reps)).toFixed(1)} ms per edit`,
  });
}
