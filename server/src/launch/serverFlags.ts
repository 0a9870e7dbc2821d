// The V8 flags of the language server. The server runs as long as the editor, and each edit of a big spec leaves its
// previous text (8 MB for the 4 MB Stripe spec) as garbage. V8 lets the heap grow up to 4x its live size before a
// full collection; growing by half at most kept the peak over 90 edits of that spec, with the three big specs loaded,
// at 256 MB instead of 308 MB (npm run bench), at no cost in latency. V8 reads this flag at each collection, so
// setting it at run time takes effect.
//
// V8 takes a code cache only under the flags it was made with: the launcher sets these before it compiles the bundle
// for a server (set only once the bundle ran, the server's cache was made under them and refused by every next start,
// which then compiled the whole bundle again). The bundle sets them too, for a server started without the launcher.

export function setServerV8Flags(): void {
  // node:v8 is loaded here only: loading it costs the CLI 2 ms of every run
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require('node:v8') as typeof import('node:v8')).setFlagsFromString('--heap-growing-percent=50');
}
