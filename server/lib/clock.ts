// The server's one clock (docs/decisions/038, "One clock"): every moment the server writes, compares or prints
// comes from clock.now(), and its "today" is utcDate(clock.now()). Elapsed time (a deadline, a time budget) is
// measured with Date.now() or performance.now(): a duration, not a moment.

export const clock = {
  /** The current moment. Functions take `now = clock.now()` as their last parameter so a test can fix it. */
  now: (): Date => new Date(),
};

/** The calendar date of a moment in UTC, as YYYY-MM-DD: the server's "today" is utcDate(clock.now()). */
export function utcDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}
