import { type PGlite, type QueryOptions, types } from '@electric-sql/pglite';

// Drizzle's PGlite driver passes these parsers with every query, so date, time and interval values arrive as
// the database's text and its columns turn them into Dates or strings themselves. PGlite answers a query that
// brings its own parsers by copying its whole parser table (over 300 entries, one per type and array type)
// into a new object first: about a fifth of the cost of a one-row query. Installed once on the instance, the
// same parsers give the same values without the copy (docs/decisions/029-request-path-speed.md).
const keepText = (value: string) => value;
const TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

type Parsers = NonNullable<QueryOptions['parsers']>;
type QueryFn = PGlite['query'];
interface QueryRunner {
  query: QueryFn;
}

// Whether a query's parsers are exactly Drizzle's text parsers (checked once per options object: Drizzle keeps
// one per prepared query).
const isDrizzleTextParsers = (() => {
  const seen = new WeakMap<Parsers, boolean>();
  return (parsers: Parsers): boolean => {
    let known = seen.get(parsers);
    if (known === undefined) {
      const keys = Object.keys(parsers).map(Number);
      known =
        keys.length === TEXT_TYPES.length &&
        TEXT_TYPES.every((oid) => parsers[oid]?.('2000-01-01') === '2000-01-01');
      seen.set(parsers, known);
    }
    return known;
  };
})();

const withoutParsers = new WeakMap<QueryOptions, QueryOptions>();

/** The same options without Drizzle's parsers, once the instance's own table answers alike. */
function leanOptions(pglite: PGlite, options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers || !isDrizzleTextParsers(options.parsers)) return options;
  // PGlite may rebuild its array parsers (refreshArrayTypes), so the table is checked on each query (cheap).
  for (const oid of TEXT_TYPES) if (pglite.parsers[oid] !== keepText) pglite.parsers[oid] = keepText;
  let lean = withoutParsers.get(options);
  if (!lean) {
    const { parsers: _moved, ...rest } = options;
    lean = rest;
    withoutParsers.set(options, lean);
  }
  return lean;
}

function leanQuery(pglite: PGlite, runner: QueryRunner): QueryFn {
  return ((sql: string, params?: unknown[], options?: QueryOptions) =>
    runner.query(sql, params, leanOptions(pglite, options))) as QueryFn;
}

/**
 * The PGlite instance as Drizzle should see it: queries and transactions read dates, times and intervals as
 * text through the instance's parser table instead of a per-query copy of it. Every other member is the
 * instance's own. Note that plain `pglite.query` calls on the same instance then also get that text.
 */
export function pgliteForDrizzle(pglite: PGlite): PGlite {
  const query = leanQuery(pglite, pglite);
  const transaction: PGlite['transaction'] = (callback) =>
    pglite.transaction((tx) => callback(Object.assign(Object.create(tx), { query: leanQuery(pglite, tx) })));
  return new Proxy(pglite, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
