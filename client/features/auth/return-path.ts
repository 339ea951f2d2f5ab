// Where to go after signing in, kept for the tab while the visitor passes through /api/login and the sign-in dialog.
const STORAGE_KEY = 'aqs.returnPath';
const ORIGIN = 'https://aquasurvey.invalid';

/**
 * A same-origin path worth returning to, or null. Only "/path?query#hash" forms pass: "//host", "/\\host",
 * "https://…", "javascript:…" and control characters are refused, so a stored value can never send the user away.
 */
export function toSafeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000 || !raw.startsWith('/') || raw.startsWith('//')) return null;
  if (raw.includes('\\') || [...raw].some((char) => char < ' ' || char === '\u007f')) return null;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The landing page itself is not a destination: it is where signing in starts.
  return path === '/' || url.pathname === '/' ? null : path;
}

/** Remembers the page a signed-out visitor asked for, when it is a safe same-origin path. */
export function rememberReturnPath(path: string): void {
  const safe = toSafeReturnPath(path);
  try {
    if (safe) sessionStorage.setItem(STORAGE_KEY, safe);
  } catch {
    // Storage can be off (private modes); signing in then lands on the dashboard.
  }
}

/** The remembered page (checked again), forgotten once read; null when there is none. */
export function takeReturnPath(): string | null {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    sessionStorage.removeItem(STORAGE_KEY);
    return toSafeReturnPath(stored);
  } catch {
    return null;
  }
}
