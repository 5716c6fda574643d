// The numbers table in Chromium (issue 17): the first rows after navigation, and the frames while
// the whole of the large account's 100,000 numbers scroll by (a fling over the first rows, then
// the scrollbar dragged to the end: every row in view is new each frame, and each 750-row page
// is fetched as it comes into view). Run by benchBrowser in the page it signed in with.
import type { Page } from 'playwright-core';
import { describeScroll, printFrameGoal, scrollGestures } from './scrollFrames';

export async function benchNumbersTable(page: Page, base: string) {
  const t0 = Date.now();
  await page.goto(`${base}/#/management/m/numbers`);
  await page.locator('table[aria-label="Phone numbers"] tbody tr td a').first().waitFor();
  const firstRows = Date.now() - t0;
  const { fling, drag } = await scrollGestures(page, 'section[aria-label="Phone numbers"]');
  printFrameGoal('Chromium, longest frame dragging the scrollbar through all 100,000 numbers', drag);
  console.log(
    `Chromium, large account: first rows of the numbers table ${firstRows} ms after navigation; fling: ${describeScroll(fling)}; scrollbar to the end: ${describeScroll(drag)}`,
  );
}
