// The screens project's setup file (vitest.config.ts, decision 0131): runs before each of its
// files. Its files share their worker's modules and so its one happy-dom window
// (tests/support/happyDomPlatform.ts); after each file the window is emptied for the next.
import { afterAll } from 'vitest';
import { markSharedDom } from './sharedDomFlag';

markSharedDom();

afterAll(async () => {
  // Loaded by the file's own imports; a file that opened no window has nothing to empty.
  const { emptyWindow } = await import('./happyDomPlatform');
  await emptyWindow();
});
