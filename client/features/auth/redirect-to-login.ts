import { browser } from '#client/lib/browser.ts';
import { showError } from '#client/lib/show-error.ts';
import { LOGGED_OUT_REDIRECT_MS } from '#shared/constants.ts';
import { rememberReturnPath } from './return-path.ts';

let isRedirecting = false;

/**
 * Session lost: the spec's Unauthorized toast, then /api/login after 500 ms (once, however many calls fail).
 * The page the visitor was on is remembered, so signing in lands back on it.
 */
export function redirectToLogin(): void {
  if (isRedirecting) return;
  isRedirecting = true;
  rememberReturnPath(`${window.location.pathname}${window.location.search}${window.location.hash}`);
  showError('Unauthorized', 'You are logged out. Logging in again...');
  setTimeout(() => {
    isRedirecting = false;
    browser.assign('/api/login');
  }, LOGGED_OUT_REDIRECT_MS);
}
