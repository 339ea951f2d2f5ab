import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaResolver } from './use-schema-form.ts';

const schema = z.object({
  name: z.string().min(1, 'Name is required'),
  contact: z.object({ email: z.string().email('Enter a valid e-mail') }),
  rows: z.array(
    z.object({ rate: z.number({ message: 'Rate must be a number' }).positive('Rate must be above 0') }),
  ),
});

type Values = { name: string; contact: { email: string }; rows: { rate: unknown }[] };
const resolve = (values: Values) =>
  schemaResolver<Values, z.output<typeof schema>>(schema)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

describe('schemaResolver', () => {
  it('gives each invalid field its first message, nested the way the form reads it', async () => {
    const result = await resolve({ name: '', contact: { email: 'nope' }, rows: [{ rate: 2 }, { rate: -1 }] });
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      name: { type: 'too_small', message: 'Name is required' },
      contact: { email: { type: 'invalid_format', message: 'Enter a valid e-mail' } },
      rows: [undefined, { rate: { type: 'too_small', message: 'Rate must be above 0' } }],
    });
  });

  it('hands the parsed values to the submit handler when the form is valid', async () => {
    const result = await resolve({ name: 'Tower 1', contact: { email: 'a@b.co' }, rows: [{ rate: 3 }] });
    expect(result).toEqual({
      values: { name: 'Tower 1', contact: { email: 'a@b.co' }, rows: [{ rate: 3 }] },
      errors: {},
    });
  });
});
