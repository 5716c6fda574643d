// The screens project's setup file (vitest.config.ts, decision 0131): runs before each of its
// files. Its files share their worker's modules and so its one happy-dom window
// (tests/support/happyDomPlatform.ts); after each file the window is emptied for the next.
import { afterAll } from 'vitest';
import { markSharedDom } from './sharedDomFlag';

markSharedDom();

afterAll(async () => {
  // Both loaded by the file's own imports already (imported here, not above: Testing Library
  // reads `document` when it loads, and the file opens the window first).
  const { cleanup } = await import('@testing-library/react');
  const { emptyWindow } = await import('./happyDomPlatform');
  // What a file rendered and left mounted is unmounted, not only taken out of the document.
  cleanup();
  await emptyWindow();
});
