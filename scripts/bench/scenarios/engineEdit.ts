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

/**
 * `page`: a word typed into a page entry (one more missing page); `setting`: into the site's `name`, outside the
 * navigation, so that the settings are validated against the platform's schema on every edit.
 */
export async function engineEdit(site: Site, reps: number, where: 'page' | 'setting' = 'page'): Promise<Row> {
  const configUri = site.uri('docs.json');
  const workspace = new EditedConfig(fileUri(site.dir), configUri, site.configText);
  const service = createLanguageService({ workspace });
  service.getDiagnostics(configUri);
  const entry = site.pageFiles[Math.floor(site.pageFiles.length / 2)].replace(/\.mdx$/, '');
  const at =
    where === 'page'
      ? site.configText.indexOf(`"${entry}"`) + entry.length + 1
      : site.configText.indexOf('"name": "') + '"name": "'.length;
  const expectedMissing = where === 'page' ? 1 : 0;
  const { result: figures, cpuMs } = await withCpu(() =>
    repeat(WARMUP, reps, (i) => {
      const typed = WORD.slice(0, (i % WORD.length) + 1);
      workspace.text = site.configText.slice(0, at) + typed + site.configText.slice(at);
      workspace.edits++;
      const started = now();
      const missing = service.getDiagnostics(configUri).filter((d) => d.code === 'nav-missing-page').length;
      const ms = now() - started;
      if (missing !== expectedMissing)
        throw new Error(`expected ${expectedMissing} missing pages after typing "${typed}", got ${missing}`);
      return ms;
    }),
  );
  const [id, label] =
    where === 'page'
      ? ['engine-edit', 'docs-lsp engine in process (no LSP): edit to docs.json diagnostics']
      : ['engine-edit-setting', 'docs-lsp engine in process (no LSP): edit of a setting (`name`) to diagnostics'];
  return measured(id, label, 'ms', figures, {
    site: `${site.pageCount} pages`,
    comparable: true,
    note: `CPU ${(cpuMs / (WARMUP + reps)).toFixed(1)} ms per edit`,
  });
}
