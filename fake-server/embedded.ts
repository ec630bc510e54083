/**
 * Imported first by a program that starts the fake server itself (scripts/demo.ts): when bundled
 * into one file (build/node/demo.js), server.ts's "am I the main module" check would also hold and
 * start a second server on the same database. server.ts reads the mark; only this module sets it.
 */
(globalThis as { fakeServerEmbedded?: boolean }).fakeServerEmbedded = true;
