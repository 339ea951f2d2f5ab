import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { HttpError } from './errors.ts';
import { hasInvalidText, parseId, parseInput, rejectInvalidText } from './validation.ts';

function errorOf(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected an HttpError');
}

describe('hasInvalidText', () => {
  test('finds NUL and lone surrogates, accepts paired surrogates and other unicode', () => {
    expect(hasInvalidText('a\u0000b')).toBe(true);
    expect(hasInvalidText('a\ud800b')).toBe(true);
    expect(hasInvalidText('\udc00')).toBe(true);
    expect(hasInvalidText('tower \ud83d\udca7 café \u202e ✓ \u0001')).toBe(false);
  });
});

describe('parseInput', () => {
  const schema = z.object({ facilityName: z.string(), notes: z.array(z.object({ text: z.string() })) });

  test('answers 400 naming each field that holds a NUL or a lone surrogate', () => {
    const error = errorOf(() =>
      parseInput(schema, { facilityName: 'a\u0000b', notes: [{ text: 'ok' }, { text: 'x\ud800' }] }),
    );
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe('Facility name contains characters that are not allowed');
    expect(error.fieldErrors).toEqual({
      facilityName: 'Facility name contains characters that are not allowed',
      'notes.1.text': 'Text contains characters that are not allowed',
    });
  });

  test('reports a refused key on its parent without echoing it', () => {
    const error = errorOf(() => rejectInvalidText({ extra: { 'bad\u0000key': 1 } }));
    expect(error.fieldErrors).toEqual({ extra: 'Extra contains characters that are not allowed' });
    expect(errorOf(() => rejectInvalidText('\u0000')).fieldErrors).toEqual({
      _: 'The request contains characters that are not allowed',
    });
  });

  test('walks a very deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(errorOf(() => rejectInvalidText(deep)).statusCode).toBe(400);
  });

  test('still returns the parsed value and one message per field for ordinary input', () => {
    expect(parseInput(schema, { facilityName: 'Mercy ✓', notes: [] })).toEqual({
      facilityName: 'Mercy ✓',
      notes: [],
    });
    expect(errorOf(() => parseInput(schema, { facilityName: 1 })).fieldErrors).toHaveProperty('facilityName');
  });
});

describe('parseId', () => {
  test('answers 404 for anything but a positive 32-bit integer', () => {
    expect(parseId('42')).toBe(42);
    for (const bad of ['0', '-1', '2147483648', '1e3', 'abc', '1\u0000', ''])
      expect(errorOf(() => parseId(bad)).statusCode).toBe(404);
  });
});
