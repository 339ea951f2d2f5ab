/**
 * The one logger shape every service takes: pino's (`app.log`, `request.log` or a child of either), so a line
 * carries its details as fields and its message as text. Code that runs without the app (operator commands
 * through the embedded database, tests) gets `consoleLogger`.
 */
export interface Logger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

function write(print: (...parts: unknown[]) => void) {
  return (details: object, message: string) =>
    Object.keys(details).length > 0 ? print(message, details) : print(message);
}

/** The console as a Logger: the message, then its details when it has any. Visible at any LOG_LEVEL. */
export const consoleLogger: Logger = {
  info: write(console.log),
  warn: write(console.warn),
  error: write(console.error),
};
