import { expect, test } from 'vitest';
import { measureKillDurability } from './kill-nine.ts';

// Follows the suite's database: PGlite in a fresh data folder, or a fresh database on DATABASE_URL's server.
const target = process.env.DATABASE_URL
  ? { kind: 'postgres' as const, databaseUrl: process.env.DATABASE_URL }
  : { kind: 'pglite' as const };

test('every acknowledged survey is there after kill -9 of the server mid-burst and a restart', async () => {
  const figures = await measureKillDurability(target);
  expect(figures['writes acknowledged']).toBeGreaterThan(0);
  expect(figures['acknowledged writes lost after kill -9']).toBe(0);
}, 240_000);
