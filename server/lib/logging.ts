import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

// Query parameters that carry credentials: our own upload signatures, S3 presigned-URL fields, tokens.
const SECRET_PARAM = /^(sig|signature|token|x-amz-.*)$/i;

// Paths whose last segment is a credential: a proposal's public page and its API (decision 040).
const SECRET_PATH = /^(\/p\/|\/api\/public\/proposals\/)[^/?]+/i;

/**
 * Replaces the values of credential-bearing query parameters in a URL with `[redacted]`, and the token of a
 * shared proposal's path.
 */
export function redactUrl(rawUrl: string): string {
  const url = rawUrl.replace(SECRET_PATH, '$1[redacted]');
  const question = url.indexOf('?');
  if (question === -1) return url;
  const query = url
    .slice(question + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return SECRET_PARAM.test(safeDecode(name)) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, question)}?${query}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
  headers?: Record<string, unknown>;
}

const serializers = {
  // No headers at all (cookies, authorization), and a URL without signatures.
  req: (request: LoggedRequest) => ({ method: request.method, url: redactUrl(request.url), ip: request.ip }),
};

// A second line of defence in case a caller logs headers or a body by hand.
const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'headers.cookie',
  'headers.authorization',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
];

/** Fastify logger options: the caller's options (or level) plus serializers and redaction that keep secrets out of the log. */
export function buildLoggerOptions(logger: boolean | object | undefined): false | object {
  if (!logger) return false;
  const base = logger === true ? {} : (logger as { serializers?: object });
  return {
    ...base,
    serializers: { ...serializers, ...base.serializers },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  };
}

/** The security events the server logs; each line carries `event` and never a password or token. */
export type SecurityEvent =
  | 'login.succeeded'
  | 'login.failed'
  | 'login.throttled'
  | 'origin.refused'
  | 'access.denied';

/** Reports a security event with its fields (user id, account key hash, address; never secrets). */
export type SecurityEventReporter = (event: SecurityEvent, fields: Record<string, unknown>) => void;

const ROUTINE_EVENTS = new Set<SecurityEvent>(['login.succeeded']);
const reported = new WeakSet<FastifyRequest>();

/** Logs a security event for a request (info for sign-ins, warn for the rest), tagged with the client address. */
export function reportSecurityEvent(
  request: FastifyRequest,
  event: SecurityEvent,
  fields: Record<string, unknown> = {},
  level: 'info' | 'warn' = ROUTINE_EVENTS.has(event) ? 'info' : 'warn',
): void {
  reported.add(request);
  const log = request.log as FastifyBaseLogger;
  // Security events are written at the default LOG_LEVEL (warn) too: only `silent` turns them off.
  const securityLog = log.level === 'silent' ? log : log.child({}, { level: 'info' });
  securityLog[level]({ event, ip: request.ip, ...fields }, event);
}

/** Whether a specific security event was already logged for this request (so the generic one is skipped). */
export function hasReportedSecurityEvent(request: FastifyRequest): boolean {
  return reported.has(request);
}

/** A short, stable hash of an account key: lets the log group attempts without recording what was typed. */
export function hashAccountKey(accountKey: string): string {
  return createHash('sha256').update(accountKey).digest('hex').slice(0, 16);
}
