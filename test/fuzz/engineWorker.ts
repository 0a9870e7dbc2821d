// Runs fuzz inputs through the engine in a worker thread, so that a hang can be detected and the worker replaced.
import { parentPort } from 'node:worker_threads';
import { FuzzInput, runEngine } from './engineTarget';

parentPort!.on('message', ({ input, seed }: { input: FuzzInput; seed: number }) => {
  parentPort!.postMessage(runEngine(input, seed));
});
