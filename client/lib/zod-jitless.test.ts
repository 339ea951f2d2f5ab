import { expect, test, vi } from 'vitest';
import './zod-jitless.ts';

test('zod reads jitless from the config this module sets, and builds object schemas without new Function', async () => {
  const { config } = await import('zod/v4/core');
  expect(config().jitless).toBe(true);
  const functionSpy = vi.spyOn(globalThis, 'Function');
  const { z } = await import('zod');
  const schema = z.object({ ph: z.number(), notes: z.string().nullable() });
  expect(schema.parse({ ph: 7.2, notes: null })).toEqual({ ph: 7.2, notes: null });
  expect(functionSpy).not.toHaveBeenCalled();
  functionSpy.mockRestore();
});
