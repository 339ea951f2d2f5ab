/** The value at percentile p (0–100) of the numbers, nearest-rank; NaN for an empty list. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

/** The median of the numbers. */
export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Rounds to a number of decimals for printing and the JSON summary. */
export function round(value: number, decimals = 2): number {
  if (!Number.isFinite(value)) return value;
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

/** A ratio a/b rounded to 2 decimals, or null when b is zero or missing. */
export function ratio(a: number, b: number): number | null {
  return b > 0 && Number.isFinite(a) ? round(a / b, 2) : null;
}

/** Bytes as KiB with one decimal. */
export function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/** Waits a number of milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Runs `run` `count` times, one after another (an async run is awaited), and answers each run's milliseconds. */
export async function timeRuns(count: number, run: () => unknown): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    const result = run();
    if (result instanceof Promise) await result;
    times.push(performance.now() - t0);
  }
  return times;
}
