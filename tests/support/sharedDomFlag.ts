// Whether this worker's screen files share one happy-dom window (tests/support/sharedDom.ts).
const FLAG = Symbol.for('switchboard.sharedDom');

export const isSharedDom = () => (globalThis as Record<symbol, unknown>)[FLAG] === true;
export const markSharedDom = () => {
  (globalThis as Record<symbol, unknown>)[FLAG] = true;
};
