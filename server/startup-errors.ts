import { DataDirLockedError } from '#db/data-dir-lock.ts';

type StartupFailure = Error & { code?: string; errno?: number; address?: string; port?: number };

// PostgreSQL SQLSTATEs and socket error codes an operator can act on.
const CONNECTION_CAUSES: Record<string, string> = {
  ECONNREFUSED: 'nothing accepts connections there (connection refused)',
  ENOTFOUND: 'its host name does not resolve',
  EAI_AGAIN: 'its host name does not resolve (DNS not answering)',
  ETIMEDOUT: 'the connection timed out',
  EHOSTUNREACH: 'the host is unreachable',
  ECONNRESET: 'the server closed the connection',
  '3D000': 'that database does not exist',
  '28P01': 'the password was refused',
  '28000': 'the user may not connect',
  '57P03': 'the server is starting up or shutting down',
};

/** A PostgreSQL URL as the operator may read it: user, host, port and database, never the password. */
export function describeTarget(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    // Never print the password: host, port, database and user are enough to find the mistake.
    const user = url.username ? `${decodeURIComponent(url.username)}@` : '';
    return `${user}${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'the configured server';
  }
}

function findCode(error: StartupFailure): string | undefined {
  if (error.code && CONNECTION_CAUSES[error.code]) return error.code;
  // pg reports a failed multi-address connect (localhost = ::1 and 127.0.0.1) as an AggregateError.
  const inner = error instanceof AggregateError ? (error.errors as StartupFailure[]) : [];
  return inner.map((e) => e.code).find((code) => code && CONNECTION_CAUSES[code]);
}

/**
 * Turns an error thrown while opening, migrating or preparing the database into one line naming the setting at
 * fault (DATABASE_URL or DATA_DIR); undefined when the error is not one an operator can fix from configuration.
 */
export function describeStartupError(error: unknown, config: { DATABASE_URL?: string; DATA_DIR: string }) {
  if (error instanceof DataDirLockedError) return `Cannot start: ${error.message}`;
  if (!(error instanceof Error)) return undefined;
  const failure = error as StartupFailure;
  if (config.DATABASE_URL) {
    const code = findCode(failure);
    if (!code) return undefined;
    return `Cannot start: DATABASE_URL points at ${describeTarget(config.DATABASE_URL)}, but ${CONNECTION_CAUSES[code]} (${code}).`;
  }
  // PGlite aborts its WebAssembly runtime when the files it finds are not a database it can open.
  if (failure.name === 'RuntimeError' || /Aborted\(\)/.test(failure.message)) {
    return `Cannot start: the embedded database in DATA_DIR (${config.DATA_DIR}/db) could not be opened (${failure.message.split('\n')[0]}).`;
  }
  return undefined;
}
