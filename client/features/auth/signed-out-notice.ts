import { toast } from '#client/hooks/use-toast.ts';
import { SIGN_OUT_MESSAGES, SIGNED_OUT_REASON_COOKIE, type SignOutReason } from '#shared/constants.ts';

function readReason(): SignOutReason | null {
  if (typeof document === 'undefined') return null;
  const value = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SIGNED_OUT_REASON_COOKIE}=`))
    ?.slice(SIGNED_OUT_REASON_COOKIE.length + 1);
  return value && value in SIGN_OUT_MESSAGES ? (value as SignOutReason) : null;
}

/**
 * When the server ended this browser's session for a reason it names (a sign-in on another device past the limit),
 * says so once, in a toast that stays until dismissed, and clears the server's cookie. True when it did.
 */
export function showSignedOutNotice(): boolean {
  const reason = readReason();
  if (!reason) return false;
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom and older browsers have no Cookie Store API.
  document.cookie = `${SIGNED_OUT_REASON_COOKIE}=; path=/; max-age=0`;
  toast({ title: 'Signed out', description: SIGN_OUT_MESSAGES[reason], duration: Number.POSITIVE_INFINITY });
  return true;
}
