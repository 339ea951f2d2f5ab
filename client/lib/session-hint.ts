import { SIGNED_IN_HINT_COOKIE } from '#shared/constants.ts';
import { SESSION_USER_ELEMENT_ID } from '#shared/page-modules.ts';
import type { PublicUser } from '#shared/schemas/auth.ts';

/**
 * True when the browser holds the server's readable "signed in" hint (set with the session cookie, cleared with it):
 * only then is GET /api/user worth asking, so a signed-out page never logs a failing request.
 */
export function hasSignedInHint(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}

/**
 * The signed-in user the server put in this page's HTML (docs/decisions/039-fast-signed-in-pages.md), taken once: the
 * element goes, so a later sign-in in this page never sees a stale one. Undefined when the page has none.
 */
export function takeServedUser(): PublicUser | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(SESSION_USER_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as PublicUser;
  } catch {
    return undefined;
  }
}
