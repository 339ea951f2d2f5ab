import { type ErrorCode, errorCodeFor } from '#shared/schemas/errors.ts';

/**
 * The one error type routes throw: a status, a message the user may read and a stable `code` a program may
 * branch on (derived from the status unless given; docs/decisions/019-response-schemas-and-error-codes.md).
 */
export class HttpError extends Error {
  /** The stable reason sent as `code` in the error body. */
  readonly code: ErrorCode;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    readonly headers?: Record<string, string>,
    code?: ErrorCode,
  ) {
    super(message);
    this.name = 'HttpError';
    this.code = code ?? errorCodeFor(statusCode, fieldErrors !== undefined);
  }
}

/** Every error answer's body, the API's and the operator channel's alike: `{ message, code, errors? }` (decision 019). */
export interface ErrorBody {
  message: string;
  code: ErrorCode;
  errors?: Record<string, string>;
}

/** The body of an HttpError's answer. */
export function errorBody(error: HttpError): ErrorBody {
  return {
    message: error.message,
    code: error.code,
    ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
  };
}

/** The body of an answer that has only a status and a message (framework refusals, unexpected failures). */
export function statusErrorBody(status: number, message: string): ErrorBody {
  return { message, code: errorCodeFor(status) };
}

/** 404 with the same answer for a missing object and another user's object. */
export function notFound(what = 'Not found'): HttpError {
  return new HttpError(404, what);
}

/** 400 for input the server refuses. */
export function badRequest(message: string, fieldErrors?: Record<string, string>): HttpError {
  return new HttpError(400, message, fieldErrors);
}
