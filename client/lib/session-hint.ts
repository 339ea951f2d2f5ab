import { SIGNED_IN_HINT_COOKIE } from '#shared/constants.ts';

/**
 * True when the browser holds the server's readable "signed in" hint (set with the session cookie, cleared with it):
 * only then is GET /api/user worth asking, so a signed-out page never logs a failing request.
 */
export function hasSignedInHint(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}
