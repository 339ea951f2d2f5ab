import { MutationCache, QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query';

/** Throws the spec's error format: "<status>: <body text or status text>". */
async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const bodyText = await res.text().catch(() => '');
  throw new Error(`${res.status}: ${bodyText || res.statusText}`);
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

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Query loader: fetches the query key's string/number segments joined with "/" and parses JSON. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const url = queryKey.filter((part) => typeof part === 'string' || typeof part === 'number').join('/');
    const res = await fetch(url, { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) return null as T;
    await throwIfResNotOk(res);
    if (res.status === 204) return null as T;
    return (await res.json()) as T;
  };
}

/** True for a lost session: a 401 naming Unauthorized, or a "not authenticated" message. */
export function isUnauthorizedError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /^401: .*Unauthorized/.test(error.message) || /not authenticated/i.test(error.message);
}

/** True when the server answered 402: the subscription is inactive. */
export function isPaymentRequiredError(error: unknown): boolean {
  return error instanceof Error && /^402: /.test(error.message);
}

/** The text to show a person: the server's `message` from "<status>: {json}", else the raw text. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (!(error instanceof Error) || !error.message) return fallback;
  const match = /^(\d{3}): ([\s\S]*)$/.exec(error.message);
  if (!match) return error.message;
  const body = match[2].trim();
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message;
    }
  } catch {
    // Not JSON: the body text (or status text) is the message.
  }
  return body || fallback;
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

/** A query client with the spec's settings: no retry, no refetch, never stale; errors reach the listeners. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: notifyApiError }),
    mutationCache: new MutationCache({ onError: notifyApiError }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

/** The app's one query client. */
export const queryClient = createQueryClient();
