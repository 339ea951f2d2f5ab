import { describe, expect, test } from 'vitest';
import { ERROR_CODES, errorCodeFor } from '#shared/schemas/errors.ts';
import { HttpError } from './errors.ts';

describe('HttpError codes', () => {
  test.each([
    [401, 'unauthorized'],
    [402, 'payment_required'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [409, 'conflict'],
    [413, 'payload_too_large'],
    [415, 'unsupported_media_type'],
    [429, 'rate_limited'],
    [503, 'service_unavailable'],
    [400, 'bad_request'],
    [422, 'bad_request'],
    [500, 'internal_error'],
  ])('derives the code of a %i from its status', (status, code) => {
    expect(new HttpError(status, 'x').code).toBe(code);
    expect(ERROR_CODES).toContain(code);
  });

  test('a 400 naming fields is validation_failed, and a thrower may name its own code', () => {
    expect(new HttpError(400, 'Name is required', { name: 'Name is required' }).code).toBe(
      'validation_failed',
    );
    expect(new HttpError(409, 'Taken', { email: 'Already registered' }).code).toBe('conflict');
    expect(new HttpError(400, 'x', undefined, undefined, 'validation_failed').code).toBe('validation_failed');
    expect(errorCodeFor(400, true)).toBe('validation_failed');
  });
});
