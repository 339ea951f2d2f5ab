import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, test } from 'vitest';
import { httpErrorFromDatabase, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from './db-errors.ts';

function pgError(code: string, message = 'detail from the server') {
  return Object.assign(new Error(message), { code });
}

// Drizzle wraps the driver's error; its own message carries the SQL and parameters.
function wrapped(cause: Error) {
  return new DrizzleQueryError('insert into "equipment" ("survey_id") values ($1)', [7], cause);
}

describe('httpErrorFromDatabase', () => {
  test.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    ['a reset connection', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['an admin shutdown', pgError('57P01', 'terminating connection due to administrator command')],
    ['a connection exception', pgError('08006')],
    ['too many connections', pgError('53300', 'sorry, too many clients already')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a pool timeout', new Error('timeout exceeded when trying to connect')],
    [
      'a refused dual-stack connect',
      Object.assign(new AggregateError([pgError('ECONNREFUSED')]), { code: '' }),
    ],
  ])('answers 503 with Retry-After for %s, wrapped or not', (_name, error) => {
    for (const candidate of [error, wrapped(error)]) {
      const mapped = httpErrorFromDatabase(candidate);
      expect(mapped?.statusCode).toBe(503);
      expect(mapped?.message).toBe(UNAVAILABLE_MESSAGE);
      expect(mapped?.headers).toEqual({ 'Retry-After': String(RETRY_AFTER_SECONDS) });
      expect(mapped?.code).toBe('service_unavailable');
    }
  });

  test('answers 404 for an insert whose parent is gone and 409 for a parent still referenced', () => {
    const insert = pgError(
      '23503',
      'insert or update on table "equipment" violates foreign key constraint "x"',
    );
    const remove = pgError(
      '23503',
      'update or delete on table "surveys" violates foreign key constraint "x"',
    );
    expect(httpErrorFromDatabase(wrapped(insert))).toMatchObject({
      statusCode: 404,
      message: 'Not found',
      code: 'not_found',
    });
    expect(httpErrorFromDatabase(wrapped(remove))).toMatchObject({ statusCode: 409, code: 'conflict' });
  });

  test('answers 409 for a unique violation and 400 for values the database refuses', () => {
    expect(httpErrorFromDatabase(wrapped(pgError('23505')))).toMatchObject({
      statusCode: 409,
      message: 'This record already exists',
      code: 'conflict',
    });
    for (const code of ['22021', '22P02', '22001', '22003'])
      expect(httpErrorFromDatabase(wrapped(pgError(code)))).toMatchObject({
        statusCode: 400,
        code: 'bad_request',
      });
  });

  test('never repeats the driver text, and leaves other errors to the 500 handler', () => {
    const mapped = httpErrorFromDatabase(
      wrapped(pgError('23505', 'duplicate key value violates "users_email"')),
    );
    expect(mapped?.message).not.toMatch(/violates|users_email|insert/);
    expect(httpErrorFromDatabase(new TypeError('x is undefined'))).toBeNull();
    expect(httpErrorFromDatabase(wrapped(pgError('42P01')))).toBeNull();
    expect(httpErrorFromDatabase('a string')).toBeNull();
  });
});
