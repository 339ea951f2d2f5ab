import { z } from 'zod';

/**
 * The stable reasons an error answer carries in `code`, by status: clients branch on these, never on the
 * message text (docs/decisions/019-response-schemas-and-error-codes.md).
 */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'payment_required',
  'forbidden',
  'not_found',
  'conflict',
  /** 409: the first request with this Idempotency-Key is still running (Retry-After: 1; docs/decisions/041). */
  'idempotency_in_progress',
  /** 422: this Idempotency-Key was used for another method, path or body (docs/decisions/041). */
  'idempotency_key_reused',
  'gone',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal_error',
  'service_unavailable',
] as const;
/** One of ERROR_CODES. */
export type ErrorCode = (typeof ERROR_CODES)[number];

const CODE_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: 'bad_request',
  401: 'unauthorized',
  402: 'payment_required',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  410: 'gone',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'service_unavailable',
};

/**
 * The code an error answer of this status carries unless the thrower names another: a 400 with field
 * messages is `validation_failed`, an unlisted 4xx `bad_request`, anything else `internal_error`.
 */
export function errorCodeFor(status: number, hasFieldErrors = false): ErrorCode {
  if (status === 400 && hasFieldErrors) return 'validation_failed';
  return CODE_BY_STATUS[status] ?? (status >= 400 && status < 500 ? 'bad_request' : 'internal_error');
}

/** Every API error body: the message a person reads, the code a program reads, field messages on a 400. */
export const ApiErrorSchema = z.looseObject({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  errors: z.record(z.string(), z.string()).optional(),
});
