import { ApiError } from '#client/lib/api.ts';

/** The spec's text when the server gives no reason of its own (spec section 8). */
export const FALLBACK_ERROR_MESSAGE = 'Something went wrong. Please try again later.';

/** A failed password-reset call as the forms show it: one message per field, else one message for the form. */
export function readServerError(error: unknown): { fieldErrors: Record<string, string>; message: string } {
  // A 5xx or a network failure carries nothing the person can act on: the spec's fallback says so.
  if (!(error instanceof ApiError) || error.status >= 500) {
    return { fieldErrors: {}, message: FALLBACK_ERROR_MESSAGE };
  }
  return { fieldErrors: error.body?.errors ?? {}, message: error.serverMessage || FALLBACK_ERROR_MESSAGE };
}
