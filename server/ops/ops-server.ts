import { chmodSync, rmSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { errorBody, HttpError, statusErrorBody } from '#server/lib/errors.ts';
import { consoleLogger } from '#server/lib/logger.ts';
import { type OperatorDeps, operatorActions } from './actions.ts';

// sun_path holds 108 bytes on Linux (104 on macOS), the terminating zero included.
const MAX_SOCKET_PATH_BYTES = 103;

/** The operator channel's Unix socket in a data folder. */
export function opsSocketPath(dataDir: string): string {
  return path.resolve(dataDir, 'ops.sock');
}

function buildOpsApp(deps: OperatorDeps): FastifyInstance {
  const app = Fastify({ logger: false, bodyLimit: 64 * 1024 });
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(errorBody(error));
    }
    const failure = error as Error & { statusCode?: number };
    if (failure.statusCode && failure.statusCode < 500) {
      return reply.status(failure.statusCode).send(statusErrorBody(failure.statusCode, failure.message));
    }
    consoleLogger.error({}, `Operator command failed: ${failure.stack ?? failure.message}`);
    return reply.status(500).send(statusErrorBody(500, `the server failed: ${failure.message}`));
  });
  for (const [name, action] of Object.entries(operatorActions)) {
    app.post(`/${name}`, async (request) => action(deps, (request.body ?? {}) as never));
  }
  return app;
}

/**
 * Serves the operator actions on `DATA_DIR/ops.sock`, mode 0600 so only the machine's operator (the server's
 * user, and root) can connect; returns null, with the reason, when the path is too long for a Unix socket.
 */
export async function startOpsServer(
  deps: OperatorDeps,
): Promise<{ socketPath: string; close(): Promise<void> } | { socketPath: null; reason: string }> {
  const socketPath = opsSocketPath(deps.config.DATA_DIR);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH_BYTES) {
    return { socketPath: null, reason: `${socketPath} is too long for a Unix socket` };
  }
  const app = buildOpsApp(deps);
  await app.ready();
  // A socket file left by a killed server: this process holds the data folder's lock, so nobody serves it.
  rmSync(socketPath, { force: true });
  await new Promise<void>((resolve, reject) => {
    app.server.once('error', reject);
    // bind() happens synchronously inside listen(), so the socket is created 0600 with no window for others.
    const previous = process.umask(0o177);
    try {
      app.server.listen(socketPath, () => resolve());
    } finally {
      process.umask(previous);
    }
  });
  chmodSync(socketPath, 0o600);
  const close = async () => {
    // The http server was started by hand (for the umask above), so it is closed by hand; Node unlinks the socket.
    await new Promise<void>((resolve) => app.server.close(() => resolve()));
    await app.close();
  };
  return { socketPath, close };
}
