import { describe, expect, test } from 'vitest';
import { createTestContext } from '../../tests/setup/test-app.ts';
import { allowedOrigins, VITE_DEV_ORIGIN } from './security.ts';

describe('allowedOrigins', () => {
  test("is APP_URL's origin, whatever its path", () => {
    expect([...allowedOrigins('https://app.example.com/some/path', 'production')]).toEqual([
      'https://app.example.com',
    ]);
  });

  test('adds the Vite dev server only in development', () => {
    expect(allowedOrigins('http://localhost:5000', 'development').has(VITE_DEV_ORIGIN)).toBe(true);
    expect(allowedOrigins('http://localhost:5000', 'test').has(VITE_DEV_ORIGIN)).toBe(false);
    expect(allowedOrigins('http://localhost:5000', 'production').has(VITE_DEV_ORIGIN)).toBe(false);
  });

  test('a development server accepts calls from the page Vite serves, and still refuses others', async () => {
    const ctx = await createTestContext({ NODE_ENV: 'development' });
    try {
      const fromVite = await ctx.call('POST', '/api/logout', { headers: { origin: VITE_DEV_ORIGIN } });
      expect(fromVite.statusCode).toBe(204);
      const foreign = await ctx.call('POST', '/api/logout', { headers: { origin: 'http://localhost:5174' } });
      expect(foreign.statusCode).toBe(403);
    } finally {
      await ctx.close();
    }
  });
});
