// One assistant conversation's whole thread: one request, cached per project and thread like the lists.
import { Cached } from '../../../shared/src/analytics/cache';
import { AssistantThread } from '../../../shared/src/analytics/types';
import { connect, LoaderDeps } from './loader';
import { Loading } from './viewModel';

export interface LoadedThread extends Cached {
  readonly thread: AssistantThread;
  readonly loadMs: number;
}

export type ThreadState = Loading<{ readonly loaded: LoadedThread }>;

export async function loadThread(deps: LoaderDeps, threadId: string, signal?: AbortSignal): Promise<ThreadState> {
  try {
    const connection = await connect(deps, 'thread');
    if (connection.kind !== 'connected') return connection;
    const { client, settings } = connection;
    const cacheKey = {
      baseUrl: settings.baseUrl,
      projectId: settings.projectId,
      endpoint: `assistant/threads/${threadId}`,
      query: {},
    };
    const cached = await deps.cache().read<LoadedThread>(cacheKey);
    if (cached) return { kind: 'ready', loaded: cached, fromCache: true };
    const started = Date.now();
    const thread = await client.thread(threadId, signal);
    const loaded: LoadedThread = { thread, loadMs: Date.now() - started, loadedAt: Date.now() };
    await deps.cache().write(cacheKey, loaded);
    deps.log(`thread: 1 request in ${loaded.loadMs} ms`);
    return { kind: 'ready', loaded, fromCache: false };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    deps.log(`thread: ${message}`);
    return { kind: 'error', message };
  }
}
