// Each server looks for claimable work now and then (decision 0079): a task started on another
// server while that one is busy, or work whose lease ran out because its server died. A kick
// that finds its runner busy or nothing claimable does nothing, so polling is cheap.

export interface Poller {
  stop(): void;
}

/** Kicks each of `kicks` every `seconds` (0: never; tests kick explicitly). */
export function startPoller(seconds: number, kicks: (() => void)[]): Poller {
  if (seconds <= 0) return { stop() {} };
  const timer = setInterval(() => {
    for (const kick of kicks) kick();
  }, seconds * 1000);
  // The poll alone never keeps the process alive.
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
