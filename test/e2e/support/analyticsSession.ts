// An editor on a private copy of the example site, with the packaged extension pointed at an emulator that serves
// hostile strings, and every dialog recorded (an alert() that a hostile string managed to run would show up there).
import { RunningEmulator, startEmulator } from '../../../tools/analytics-emulator/server';
import { e2ePath } from './env';
import { EditorSession, openEditorSession } from './editorSession';
import { copyExampleSite, Site } from './exampleSiteCopy';

export interface AnalyticsSession {
  readonly site: Site;
  readonly emulator: RunningEmulator;
  readonly session: EditorSession;
  readonly dialogs: string[];
  close(): Promise<void>;
}

export async function openAnalyticsSession(): Promise<AnalyticsSession> {
  const site = copyExampleSite();
  const emulator = await startEmulator({ siteDir: site.root, hostile: true, now: Date.now() });
  const dialogs: string[] = [];
  try {
    const session = await openEditorSession(site.root, {
      vsix: [e2ePath('vsix')],
      settings: { 'docsLsp.analytics.projectId': emulator.projectId, 'docsLsp.analytics.baseUrl': emulator.url },
      prepare: async (page) => {
        page.on('dialog', (dialog) => {
          dialogs.push(dialog.message());
          void dialog.dismiss();
        });
      },
    });
    const close = async () => {
      await session.close();
      await emulator.close();
      site.dispose();
    };
    return { site, emulator, session, dialogs, close };
  } catch (error) {
    await emulator.close();
    site.dispose();
    throw error;
  }
}
