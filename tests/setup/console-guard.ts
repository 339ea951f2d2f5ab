import { afterEach, beforeEach } from 'vitest';

// A test that logs an unexpected error fails (docs/decisions/021-guard-rails.md): every Vitest file runs this
// through `setupFiles`, so a swallowed exception, a React warning or a failed request shows as a red test.
// console.error is replaced by assignment, not vi.spyOn, so a test's own vi.restoreAllMocks() cannot undo it. A
// file that installs its own console.error for all its tests (in beforeAll) has taken charge and is left alone.

const originalError = console.error;
let isGuarding = false;
let logged: string[] = [];
let allowed: { pattern: RegExp | string; seen: boolean }[] = [];

function textOf(args: unknown[]): string {
  return args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(' ');
}

function matches(pattern: RegExp | string, text: string): boolean {
  return typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text);
}

/**
 * Declares that the running test logs console.error on purpose, with text matching `pattern`; such lines are
 * kept quiet, any other line still fails the test, and so does a declared error that never came.
 */
export function expectConsoleError(pattern: RegExp | string): void {
  allowed.push({ pattern, seen: false });
}

beforeEach(() => {
  logged = [];
  allowed = [];
  isGuarding = console.error === originalError;
  if (!isGuarding) return;
  console.error = (...args: unknown[]) => {
    const text = textOf(args);
    const expected = allowed.find((entry) => matches(entry.pattern, text));
    if (expected) expected.seen = true;
    else logged.push(text);
  };
});

afterEach(() => {
  if (!isGuarding) return;
  console.error = originalError;
  const missing = allowed.filter((entry) => !entry.seen).map((entry) => String(entry.pattern));
  if (logged.length > 0) {
    throw new Error(`console.error was called ${logged.length} time(s):\n${logged.join('\n---\n')}`);
  }
  if (missing.length > 0) throw new Error(`expected console.error matching ${missing.join(', ')}, none came`);
});
