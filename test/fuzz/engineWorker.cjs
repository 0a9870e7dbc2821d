// Worker threads do not inherit tsx's loader: register it, then run the TypeScript worker.
require('tsx/cjs/api').register();
require('./engineWorker.ts');
