// The virtual table draws rows as text while they fly by, and full rows again once they settle.
import { describe, expect, it } from 'vitest';
import { type FlyingState, nextFlying } from '../../../src/ui/flyingRows';

const at = (first: number, flying = false): FlyingState => ({ first, flying });
const now = (first: number, over: Partial<{ scrolling: boolean; focusInside: boolean }> = {}) => ({
  first,
  inView: 20,
  scrolling: true,
  focusInside: false,
  ...over,
});

describe('rows flying by in a virtual table', () => {
  it('a slow scroll keeps full rows; a jump of more than half a screen draws text rows', () => {
    expect(nextFlying(at(100), now(105)).flying).toBe(false);
    expect(nextFlying(at(100), now(111)).flying).toBe(true);
    expect(nextFlying(at(100), now(89)).flying).toBe(true);
  });

  it('once flying, stays so while scrolling, even on a slow frame, and lands when scrolling stops', () => {
    expect(nextFlying(at(500, true), now(502)).flying).toBe(true);
    expect(nextFlying(at(500, true), now(500, { scrolling: false })).flying).toBe(false);
  });

  it('never while focus is in the table: the focused row stays the row it is', () => {
    expect(nextFlying(at(100), now(300, { focusInside: true })).flying).toBe(false);
    expect(nextFlying(at(100, true), now(300, { focusInside: true })).flying).toBe(false);
  });
});
