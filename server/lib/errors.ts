/** The one error type routes throw: a status and a message the user may read. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 404 with the same answer for a missing object and another user's object. */
export function notFound(what = 'Not found'): HttpError {
  return new HttpError(404, what);
}

/** 400 for input the server refuses. */
export function badRequest(message: string, fieldErrors?: Record<string, string>): HttpError {
  return new HttpError(400, message, fieldErrors);
}
