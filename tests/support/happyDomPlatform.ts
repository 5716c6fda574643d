// A page test's document: happy-dom's window and document in a test that runs in Node, so that
// the platform in process (its files, PGlite), msw and the request layer keep Node's own fetch,
// Request, Response, URL and AbortController (the happy-dom environment replaces those, and
// transforms the platform's files as browser code). Import it first, as a bare import, before
// anything that reads `document` when it loads (Testing Library's `screen`):
//
//   import '../../support/happyDomPlatform';
//
// A file of its own process (the isolated project) closes the window when it ends. The screen
// files that share their worker's modules (the screens project, decision 0131) share its one
// window too, since the modules that read `document` when they load keep the first one:
// tests/support/sharedDom.ts empties it after each file instead.
import { GlobalWindow } from 'happy-dom';
import { afterAll } from 'vitest';
import { populateGlobal } from 'vitest/runtime';
import { isSharedDom } from './sharedDomFlag';

const win = new GlobalWindow({
  console: globalThis.console,
  url: 'http://localhost:3000',
  settings: { disableErrorCapturing: true },
});
const { keys, originals } = populateGlobal(globalThis, win, { bindFunctions: true });

/** React's scheduler may still hold work queued by the last unmount (it runs on setImmediate). */
export async function settleScheduler() {
  for (let turn = 0; turn < 50; turn++) await new Promise((done) => setImmediate(done));
}

if (!isSharedDom())
  afterAll(async () => {
    // Let it finish while the document exists, or it meets a Node without `window`.
    await settleScheduler();
    await win.happyDOM.abort();
    win.close();
    const g = globalThis as Record<string | symbol, unknown>;
    for (const key of keys) delete g[key];
    for (const [k, v] of originals) g[k] = v;
  });

/** Between two files of a shared worker: what a page left in the window, gone. */
export async function emptyWindow() {
  await settleScheduler();
  win.document.body.replaceChildren();
  win.location.hash = '';
  win.localStorage.clear();
  win.sessionStorage.clear();
}
