/** Stripe's error kinds the engine answers with. */
export type LocalStripeErrorType = 'card_error' | 'invalid_request_error';

/**
 * An error as Stripe reports it (`{ error: { type, code, message, decline_code?, param? } }`) with the HTTP
 * status Stripe would answer: 402 for card errors, 404 for unknown ids, 400 for the rest.
 */
export class LocalStripeError extends Error {
  constructor(
    readonly type: LocalStripeErrorType,
    readonly code: string,
    message: string,
    readonly statusCode: number,
    readonly extra: { declineCode?: string; param?: string } = {},
  ) {
    super(message);
    this.name = 'LocalStripeError';
  }

  /** The body Stripe sends with this error. */
  toJSON(): { error: Record<string, string> } {
    const error: Record<string, string> = { type: this.type, code: this.code, message: this.message };
    if (this.extra.declineCode) error.decline_code = this.extra.declineCode;
    if (this.extra.param) error.param = this.extra.param;
    return { error };
  }
}

/** Stripe's answer for an id it does not know. */
export function noSuchObject(kind: string, id: string): LocalStripeError {
  return new LocalStripeError('invalid_request_error', 'resource_missing', `No such ${kind}: '${id}'`, 404, {
    param: 'id',
  });
}

/** A request Stripe would refuse (400). */
export function invalidRequest(message: string, param?: string): LocalStripeError {
  return new LocalStripeError('invalid_request_error', 'parameter_invalid', message, 400, { param });
}
