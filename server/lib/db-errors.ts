import { HttpError } from './errors.ts';

/** What a client reads while the database cannot be reached; the same text for every cause. */
export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';
/** Seconds a client should wait before retrying a request answered 503. */
export const RETRY_AFTER_SECONDS = 5;

// Socket-level failures between the app and PostgreSQL (server down, restarted, network cut).
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
// SQLSTATEs of a server that is going away or full: admin/crash shutdown, starting up, too many connections.
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
// node-postgres and pg-pool report these without a code.
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
];

interface CodedError {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** The errors in an error's cause chain (Drizzle wraps the driver's error in `cause`), outermost first. */
function causeChain(error: unknown): CodedError[] {
  const chain: CodedError[] = [];
  let current: unknown = error;
  while (current && typeof current === 'object' && chain.length < 8) {
    chain.push(current as CodedError);
    current = (current as CodedError).cause;
  }
  return chain;
}

function isConnectionFailure(error: CodedError): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  if (CONNECTION_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith('08')) return true;
  const message = typeof error.message === 'string' ? error.message : '';
  if (CONNECTION_MESSAGES.some((text) => message.startsWith(text))) return true;
  // Node reports a refused connection to a host with several addresses as an AggregateError.
  return (
    Array.isArray(error.errors) && error.errors.some((inner) => isConnectionFailure(inner as CodedError))
  );
}

function httpErrorForState(code: string, message: string): HttpError | null {
  switch (code) {
    case '23505':
      return new HttpError(409, 'This record already exists', undefined, undefined, 'conflict');
    case '23503':
      // An insert naming a parent that is gone (deleted meanwhile) reads like any missing parent: 404.
      return message.startsWith('insert or update')
        ? new HttpError(404, 'Not found', undefined, undefined, 'not_found')
        : new HttpError(409, 'This record is still in use', undefined, undefined, 'conflict');
    case '40001':
    case '40P01':
      return unavailable();
    case '22021': // invalid byte sequence (a NUL character)
    case '22P05': // untranslatable character
    case '22P02': // invalid text representation
    case '22001': // value too long
    case '22003': // numeric value out of range
    case '22007': // invalid datetime format
    case '22008': // datetime field overflow
      return new HttpError(400, 'Some of the values sent are not valid', undefined, undefined, 'bad_request');
    default:
      return null;
  }
}

function unavailable(): HttpError {
  return new HttpError(
    503,
    UNAVAILABLE_MESSAGE,
    undefined,
    { 'Retry-After': String(RETRY_AFTER_SECONDS) },
    'service_unavailable',
  );
}

/**
 * Maps a database or driver error to the answer a client may read (never the SQL, the constraint or the
 * driver's text): unreachable database 503 `service_unavailable` with Retry-After, unique 409 `conflict`, missing
 * parent 404 `not_found`, refused value 400 `bad_request`; null for anything else (a bug: 500 `internal_error`).
 */
export function httpErrorFromDatabase(error: unknown): HttpError | null {
  const chain = causeChain(error);
  if (chain.some(isConnectionFailure)) return unavailable();
  for (const link of chain) {
    if (typeof link.code !== 'string' || !/^[0-9A-Z]{5}$/.test(link.code)) continue;
    const mapped = httpErrorForState(link.code, typeof link.message === 'string' ? link.message : '');
    if (mapped) return mapped;
  }
  return null;
}
