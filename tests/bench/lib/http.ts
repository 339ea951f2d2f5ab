const SETUP_TIMEOUT_MS = 30_000;

/** Signs in through POST /api/login and returns the Cookie header value for later requests. */
export async function signIn(baseUrl: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
    signal: AbortSignal.timeout(SETUP_TIMEOUT_MS),
  });
  const text = await res.text();
  if (res.status !== 200)
    throw new Error(`sign-in of ${username} answered ${res.status}: ${text.slice(0, 200)}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('aqs_session='));
  if (!cookie) throw new Error('sign-in answered 200 without an aqs_session cookie');
  return cookie.split(';')[0]!;
}

/** A GET with the session cookie: status, body bytes and the time to the last byte in ms. */
export async function getWithCookie(
  url: string,
  cookie: string,
): Promise<{ status: number; body: Buffer; contentType: string | null; ms: number }> {
  const t0 = performance.now();
  const res = await fetch(url, { headers: { cookie }, signal: AbortSignal.timeout(SETUP_TIMEOUT_MS) });
  const body = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    body,
    contentType: res.headers.get('content-type'),
    ms: performance.now() - t0,
  };
}

/** The message of a JSON error body, or the first characters of any other body. */
export function describeBody(body: Buffer): string {
  const text = body.toString('utf8');
  try {
    return String((JSON.parse(text) as { message?: unknown }).message ?? text.slice(0, 120));
  } catch {
    return text.slice(0, 120);
  }
}
