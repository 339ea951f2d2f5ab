import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { date, integer, interval, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pgliteForDrizzle } from './pglite-drizzle.ts';

const moments = pgTable('moments', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  atText: timestamp('at_text', { withTimezone: true, mode: 'string' }).notNull(),
  local: timestamp('local', { mode: 'date' }).notNull(),
  day: date('day').notNull(),
  span: interval('span').notNull(),
});

let pglite: PGlite;
beforeAll(async () => {
  pglite = new PGlite();
  await pglite.exec(`CREATE TABLE moments (id int PRIMARY KEY, at timestamptz NOT NULL, at_text timestamptz NOT NULL,
    local timestamp NOT NULL, day date NOT NULL, span interval NOT NULL);
    INSERT INTO moments VALUES (1, '2025-03-31 23:59:59.123456+00', '2025-03-31 23:59:59.123456+00',
    '2025-03-31 23:59:59.5', '2025-04-01', '1 day 02:00:00');`);
});
afterAll(() => pglite.close());

describe('pgliteForDrizzle', () => {
  test('reads every date, time and interval exactly as the plain driver does, in and out of transactions', async () => {
    const plain = await drizzle(pglite).select().from(moments);
    const lean = drizzle(pgliteForDrizzle(pglite));
    expect(await lean.select().from(moments)).toEqual(plain);
    expect(await lean.transaction((tx) => tx.select().from(moments))).toEqual(plain);
    expect(plain[0]).toMatchObject({
      at: new Date('2025-03-31T23:59:59.123Z'),
      local: new Date('2025-03-31T23:59:59.500Z'),
      day: '2025-04-01',
      span: '1 day 02:00:00',
    });
  });

  test('installs the text parsers on the instance once, and leaves queries with other parsers alone', async () => {
    await drizzle(pgliteForDrizzle(pglite)).execute(sql`select 1`);
    const { rows } = await pglite.query<{ day: unknown }>('select day from moments');
    expect(rows[0]!.day).toBe('2025-04-01');
    const custom = await pgliteForDrizzle(pglite).query<{ n: unknown }>('select 41 as n', [], {
      parsers: { 23: (value: string) => Number(value) + 1 },
    });
    expect(custom.rows[0]!.n).toBe(42);
  });
});
