// The time a machine reads, injected through its input (`now`), so that tests and the gallery's
// playback decide it. A machine never calls Date.now() itself: when the input names no clock,
// it keeps this one, the system's.
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
