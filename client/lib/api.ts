import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isApiError, readApiError } from './api-error.ts';

export { ApiError, isApiError } from './api-error.ts';

/** Throws an ApiError (message in the spec's format "<status>: <body text or status text>"). */
async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) throw await readApiError(res);
}

/** Sends a request with the session cookie and a JSON body when given; any non-OK answer throws. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

/**
 * The device's read cache (client/lib/offline/device.ts), once the signed-in frame has loaded it: GET answers are
 * kept there, and read from there when the server cannot be reached (docs/decisions/042-offline-field-capture.md).
 */
export interface ReadCache {
  resolveUrl(url: string): string;
  isDeviceOnly(url: string): boolean;
  read(url: string): Promise<{ data: unknown; header: string | null } | undefined>;
  store(url: string, data: unknown, header: string | null): void;
}

let readCache: ReadCache | null = null;

/**
 * Answers that arrived before the read cache was installed (a page opened directly fetches its data while the offline
 * code still loads): kept here, at most `MAX_EARLY_READS`, and stored when the signed-in frame installs the cache.
 * A visitor's page never installs it, so nothing of theirs is kept.
 */
const earlyReads: Array<{ url: string; data: unknown; header: string | null }> = [];
const MAX_EARLY_READS = 50;

/** Installs the device's read cache (the offline machinery, loaded lazily on signed-in pages); null removes it. */
export function setReadCache(cache: ReadCache | null): void {
  readCache = cache;
  const early = earlyReads.splice(0);
  for (const read of cache ? early : []) cache?.store(read.url, read.data, read.header);
}

async function loadReadCache(): Promise<ReadCache> {
  if (readCache) return readCache;
  const { getDevice } = await import('./offline/device.ts');
  return getDevice();
}

/** No answer at all: offline, a dropped connection (fetch rejects with a TypeError). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

/**
 * GETs a JSON resource and the one response header a caller reads; a 204 or an empty body reads as null. Signed in,
 * the answer is kept on the device and read from there when the server cannot be reached.
 */
export async function getJson<T>(
  url: string,
  options: { signal?: AbortSignal; header?: string } = {},
): Promise<{ data: T; header: string | null }> {
  const local = /\/-\d/.test(url) ? await loadReadCache() : readCache;
  const target = local ? local.resolveUrl(url) : url;
  if (local?.isDeviceOnly(target)) {
    const kept = await local.read(target);
    if (kept === undefined) throw new ApiError(404, '{"message":"Not on this device"}');
    return kept as { data: T; header: string | null };
  }
  let res: Response;
  try {
    res = await fetch(target, { credentials: 'include', signal: options.signal });
  } catch (error) {
    if (!isNetworkError(error) || options.signal?.aborted) throw error;
    const kept = await (await loadReadCache().catch(() => null))?.read(target);
    if (kept === undefined) throw error;
    return kept as { data: T; header: string | null };
  }
  await throwIfResNotOk(res);
  const text = res.status === 204 ? '' : await res.text();
  const data = (text ? JSON.parse(text) : null) as T;
  const header = options.header ? res.headers.get(options.header) : null;
  if (readCache) readCache.store(target, data, header);
  else if (earlyReads.length < MAX_EARLY_READS) earlyReads.push({ url: target, data, header });
  return { data, header };
}

/** GETs a JSON resource (`signal` from the query cancels it); a 204 or an empty body reads as null. */
export async function fetchJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  return (await getJson<T>(url, { signal })).data;
}

/**
 * True for a lost session: a 401 whose code, when the server names one, is `unauthorized`. A wrong password also
 * answers 401, so the sign-in request marks itself (`meta.isSignIn`) and never reaches the listeners.
 */
export function isUnauthorizedError(error: unknown): boolean {
  return isApiError(error, 401) && (error.code === null || error.code === 'unauthorized');
}

/** True when the server answered 402: the subscription is inactive. */
export function isPaymentRequiredError(error: unknown): boolean {
  return isApiError(error, 402);
}

/**
 * True when asking again may work: no answer at all (offline, a dropped connection), a timeout (408), too many
 * requests (429) or a server failure (5xx). A refused request (other 4xx) fails the same way every time, so a
 * screen offers "Try again" only for these.
 */
export function isRetryableError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/** The text to show a person: an API answer's `message`, else the error's own text. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError) return error.serverMessage || fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}

type ApiErrorListener = (error: Error) => void;
const apiErrorListeners = new Set<ApiErrorListener>();

/** Subscribes to every query and mutation error (used for the session-lost and 402 handlers). */
export function subscribeToApiErrors(listener: ApiErrorListener): () => void {
  apiErrorListeners.add(listener);
  return () => {
    apiErrorListeners.delete(listener);
  };
}

function notifyApiError(error: Error): void {
  for (const listener of apiErrorListeners) listener(error);
}

/**
 * A query client with the spec's settings: no retry, no refetch, never stale; errors reach the listeners. There is
 * no default loader: every query comes with its key and fetcher from `client/api/` (docs/decisions/020).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: notifyApiError }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.isSignIn !== true) notifyApiError(error);
      },
    }),
    // networkMode 'always': offline, a query still runs (its fetch fails over to the device's copy) and a mutation
    // still runs (sendWrite puts it in the outbox); TanStack's own pause would leave "Saving…" on screen for good
    // (docs/decisions/042-offline-field-capture.md).
    defaultOptions: {
      queries: {
        networkMode: 'always',
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: {
        networkMode: 'always',
        retry: false,
      },
    },
  });
}

/** The app's one query client. */
export const queryClient = createQueryClient();
