/** An error answer's JSON body: `{ message, errors?, code? }` (older answers may be plain text). */
export interface ApiErrorBody {
  message?: string;
  /** One message per field (400 answers). */
  errors?: Record<string, string>;
  /** A stable machine-readable reason, when the server names one. */
  code?: string;
  /** Anything else the answer carries (e.g. the existing proposal's id in a 409). */
  [key: string]: unknown;
}

function parseBody(text: string): ApiErrorBody | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as ApiErrorBody) : null;
  } catch {
    return null;
  }
}

/**
 * A non-OK answer from our API. `message` keeps the spec's format "<status>: <body text or status text>";
 * checks read `status`, `code` and `body` instead of parsing that text.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The parsed JSON body, or null when the body was not a JSON object. */
  readonly body: ApiErrorBody | null;
  /** The server's stable reason (`body.code`), when it gave one. */
  readonly code: string | null;

  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText = '',
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.body = parseBody(bodyText);
    this.code = typeof this.body?.code === 'string' ? this.body.code : null;
  }

  /** The text to show a person: the body's `message`, else the body text or status text. */
  get serverMessage(): string {
    const message = this.body?.message;
    if (typeof message === 'string' && message) return message;
    return this.message.slice(`${this.status}: `.length).trim();
  }
}

/** Builds the ApiError for a non-OK response (reads its body). */
export async function readApiError(res: Response): Promise<ApiError> {
  const bodyText = await res.text().catch(() => '');
  return new ApiError(res.status, bodyText, res.statusText);
}

/** True when `error` is an API answer with this status (and this code, when one is asked for). */
export function isApiError(error: unknown, status: number, code?: string): error is ApiError {
  return error instanceof ApiError && error.status === status && (code === undefined || error.code === code);
}
