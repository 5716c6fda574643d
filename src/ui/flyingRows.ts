// When a virtual table's rows "fly by" (decision 0070, "Scrolling"): while scrolling, from the
// render where the rows in view moved by more than half a screen (a dragged scrollbar, a fling)
// until the scrolling stops; never while focus is in the table's body, where the focused row must
// stay the row it is. Then rows are drawn as their cells' text only.

export interface FlyingState {
  /** The first row in view at the last render. */
  first: number;
  flying: boolean;
}

export function nextFlying(
  previous: FlyingState,
  now: { first: number; inView: number; scrolling: boolean; focusInside: boolean },
): FlyingState {
  const jumped = Math.abs(now.first - previous.first) > now.inView / 2;
  return { first: now.first, flying: now.scrolling && !now.focusInside && (jumped || previous.flying) };
}
