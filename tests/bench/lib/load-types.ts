/** What the load generator child is asked to do. */
export interface LoadOptions {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  /** Requests in flight at once, each on its own keep-alive socket. */
  concurrency: number;
  /** Requests before this are sent but not counted. */
  warmupMs: number;
  /** Length of the measured window after the warm-up. */
  durationMs: number;
  /** Hard cap on requests, so the loop is bounded in count as well as time. */
  maxRequests: number;
}

/** What the load generator prints: counts, throughput and latency percentiles in ms. */
export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  statusCounts: Record<string, number>;
}
