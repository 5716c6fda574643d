// Where a test run's clock starts: the real time, or FAKE_NOW (an ISO instant) when it is set.
// The seed's calls and recordings are dated from it and each platform's clock starts at it, so a
// run can be tried at another hour of the day (the edge of a day in an account's zone).
export function clockStart(): Date {
  const fake = process.env.FAKE_NOW;
  if (!fake) return new Date();
  const at = new Date(fake);
  if (Number.isNaN(at.getTime())) throw new Error(`FAKE_NOW is not an instant: ${fake}`);
  return at;
}
