// A page test's document: happy-dom's window and document in a test that runs in Node, so that
// the platform in process (its files, PGlite), msw and the request layer keep Node's own fetch,
// Request, Response, URL and AbortController (the happy-dom environment replaces those, and
// transforms the platform's files as browser code). Import it first, as a bare import, before
// anything that reads `document` when it loads (Testing Library's `screen`):
//
//   import '../../support/happyDomPlatform';
import { GlobalWindow } from 'happy-dom';
import { afterAll } from 'vitest';
import { populateGlobal } from 'vitest/runtime';

const win = new GlobalWindow({
  console: globalThis.console,
  url: 'http://localhost:3000',
  settings: { disableErrorCapturing: true },
});
const { keys, originals } = populateGlobal(globalThis, win, { bindFunctions: true });

afterAll(async () => {
  // React's scheduler may still hold work queued by the last unmount (it runs on setImmediate):
  // let it finish while the document exists, or it meets a Node without `window`.
  for (let turn = 0; turn < 50; turn++) await new Promise((done) => setImmediate(done));
  await win.happyDOM.abort();
  win.close();
  const g = globalThis as Record<string | symbol, unknown>;
  for (const key of keys) delete g[key];
  for (const [k, v] of originals) g[k] = v;
});
