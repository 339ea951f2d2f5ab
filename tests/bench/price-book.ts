// `npm run bench:price-book`: the price book's two figures from issue 22, each beside a baseline measured in the
// same run on the same server: importing a 500-row CSV (baseline: a 1-row CSV, the request's fixed cost), and the
// generator's type-ahead search with 500 products (baselines: the same search on an empty book, and the plain
// first page of the list). Real HTTP on 127.0.0.1 against the app in production mode; PGlite unless DATABASE_URL.

import { createAccount } from '#server/modules/auth/accounts.ts';
import { startBenchApp } from './lib/bench-app.ts';
import { runBenchEntry } from './lib/cleanup.ts';
import { BENCH_PASSWORD } from './lib/config.ts';
import { openBenchDatabase } from './lib/databases.ts';
import { signIn } from './lib/http.ts';
import { median, percentile, round } from './lib/stats.ts';

const PRODUCTS = 500;
const IMPORT_RUNS = 5;
const SEARCH_RUNS = 60;
// What a rep types into "Add from price book": the first letters of a product, a word in the middle, a type.
const SEARCHES = ['Aqua', 'bio', 'inhib', 'Glut', 'sulf', 'zz'];
const TYPES = [
  'scale-corrosion-inhibitor',
  'oxidizing-biocide',
  'non-oxidizing-biocide',
  'oxygen-scavenger',
  'dispersant',
];
const WORDS = [
  'AquaGuard',
  'BromoShield',
  'Glutaraldehyde',
  'SulfiTrol',
  'Isothiazolin',
  'Molybdate',
  'CoolTreat',
  'LoopSafe',
];

function priceBookCsv(rows: number, tag: string): string {
  const lines = ['name,type,treatment_rate,rate_unit,density,unit_cost,price_unit,system_types,notes'];
  for (let i = 1; i <= rows; i++) {
    const word = WORDS[i % WORDS.length]!;
    lines.push(
      `${word} ${tag}${i},${TYPES[i % TYPES.length]},${(1 + (i % 40) / 10).toFixed(1)},lbs/1000gal,${(8 + (i % 30) / 10).toFixed(2)},${(1 + (i % 900) / 100).toFixed(2)},${i % 2 ? 'pound' : 'gallon'},cooling-tower; evaporative-condenser,"SDS https://example.com/sds/${i}.pdf, active ingredient ${word}"`,
    );
  }
  return `${lines.join('\n')}\n`;
}

async function timed(run: () => Promise<Response>): Promise<number> {
  const t0 = performance.now();
  const res = await run();
  await res.arrayBuffer();
  const ms = performance.now() - t0;
  if (!res.ok) throw new Error(`answered ${res.status}`);
  return ms;
}

function summarize(values: number[]): string {
  return `median ${round(median(values), 1)} ms, p95 ${round(percentile(values, 95), 1)} ms (n=${values.length})`;
}

async function main(): Promise<void> {
  const db = await openBenchDatabase(process.env.DATABASE_URL);
  const app = await startBenchApp(db);
  try {
    const newRep = async (name: string) => {
      await createAccount(db.handle.db, {
        username: name,
        email: `${name}@bench.example.com`,
        password: BENCH_PASSWORD,
        subscriptionStatus: 'active',
      });
      return signIn(app.url, name, BENCH_PASSWORD);
    };
    const importCsv = (cookie: string, csv: string) =>
      timed(() =>
        fetch(`${app.url}/api/products/import`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'text/csv' },
          body: csv,
        }),
      );

    console.log(`Price book bench on ${db.description}`);
    const big = priceBookCsv(PRODUCTS, '');
    const small = priceBookCsv(1, '');
    const fullImports: number[] = [];
    const oneRowImports: number[] = [];
    const reImports: number[] = [];
    let catalogCookie = '';
    for (let run = 0; run < IMPORT_RUNS; run++) {
      const cookie = await newRep(`bench_import_${run}`);
      oneRowImports.push(await importCsv(await newRep(`bench_one_${run}`), small));
      fullImports.push(await importCsv(cookie, big));
      reImports.push(await importCsv(cookie, big));
      catalogCookie = cookie;
    }
    console.log(`\nImport of a ${PRODUCTS}-row CSV (${Math.round(big.length / 1024)} KB) into an empty book`);
    console.log(`  ${PRODUCTS} rows, all new:         ${summarize(fullImports)}`);
    console.log(`  ${PRODUCTS} rows, all updates:     ${summarize(reImports)}`);
    console.log(`  baseline, 1 row:            ${summarize(oneRowImports)}`);

    const emptyCookie = await newRep('bench_empty');
    const search = async (cookie: string, q: string) =>
      timed(() =>
        fetch(`${app.url}/api/products?q=${encodeURIComponent(q)}&limit=8`, { headers: { cookie } }),
      );
    const full: number[] = [];
    const empty: number[] = [];
    const plain: number[] = [];
    // A warm-up so the first figures do not carry the first query's planning.
    for (const q of SEARCHES) await search(catalogCookie, q);
    for (let run = 0; run < SEARCH_RUNS; run++) {
      const q = SEARCHES[run % SEARCHES.length]!;
      full.push(await search(catalogCookie, q));
      empty.push(await search(emptyCookie, q));
      plain.push(
        await timed(() => fetch(`${app.url}/api/products?limit=8`, { headers: { cookie: catalogCookie } })),
      );
    }
    console.log(
      `\nType-ahead search GET /api/products?q=…&limit=8 (wanted: results under 100 ms after typing)`,
    );
    console.log(`  ${PRODUCTS} products:                ${summarize(full)}`);
    console.log(`  baseline, empty book:        ${summarize(empty)}`);
    console.log(`  baseline, first page, no q:  ${summarize(plain)}`);
  } finally {
    await app.close();
    await db.close();
  }
}

runBenchEntry(main);
