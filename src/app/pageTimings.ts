// The portal's page-load timing (REQ-10): every resource load is counted against the page it
// runs on (the hash route). Read it from the console as `window.switchboardPageTimings`.
import { createPageTiming } from '../api/pageTiming';

export const pageTimings = createPageTiming();

export const currentPage = () => (typeof location === 'undefined' ? '/' : location.hash.slice(1) || '/');

if (typeof window !== 'undefined') {
  (window as unknown as { switchboardPageTimings: typeof pageTimings }).switchboardPageTimings = pageTimings;
}
