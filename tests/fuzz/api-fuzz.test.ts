import { expect, test } from 'vitest';
import { registerTestContext } from '../setup/test-app.ts';
import { leaksInternals, runApiFuzz } from './api-fuzz.ts';

// FUZZ_SEED=<n> replays a run; FUZZ_PER_ROUTE raises the count for a longer hunt.
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_207);
const PER_ROUTE = Number(process.env.FUZZ_PER_ROUTE ?? 45);

const ctx = registerTestContext();

test('the leak check refuses stack traces, SQL, driver names and unknown codes, and accepts a plain coded message', () => {
  expect(
    leaksInternals(
      '{"message":"Facility name is required","code":"validation_failed","errors":{"facilityName":"required"}}',
    ),
  ).toBe(false);
  expect(leaksInternals('{"message":"Must be at most 200 characters","code":"bad_request"}')).toBe(false);
  expect(leaksInternals('{"message":"Must be at most 200 characters"}')).toBe(true);
  expect(leaksInternals('{"message":"This record already exists","code":"23505"}')).toBe(true);
  expect(leaksInternals('{"message":"x","stack":"Error: x\\n    at run (/app/server/a.ts:1:2)"}')).toBe(true);
  expect(leaksInternals('{"message":"Failed query: select \\"id\\" from \\"surveys\\""}')).toBe(true);
  expect(leaksInternals('{"message":"insert or update on table violates foreign key constraint"}')).toBe(
    true,
  );
  expect(leaksInternals('{"error":"Bad Request","code":"FST_ERR_BAD_URL","message":"x"}')).toBe(true);
  expect(leaksInternals('<html>Internal Server Error</html>')).toBe(true);
});

test(`every API route answers generated hostile requests without a 5xx or internal detail (seed ${SEED})`, async () => {
  const report = await runApiFuzz(ctx, { seed: SEED, perRoute: PER_ROUTE });
  const routes = report.routes.map((route) => `${route.method} ${route.url}`);
  // The routes come from the app itself; these few prove the enumeration saw the resources.
  expect(routes).toEqual(
    expect.arrayContaining([
      'POST /api/surveys',
      'PUT /api/equipment/:id',
      'POST /api/chemicals',
      'POST /api/login',
      'GET /api/pending-signup',
      'POST /api/pending-signup/open-link',
      'POST /api/claim-payment',
      'POST /api/resume-subscription',
      'POST /api/admin/resume-subscription',
      'POST /api/payment-methods/confirm-setup',
    ]),
  );
  expect(report.requests).toBeGreaterThanOrEqual(2_000);
  expect(report.serverErrors).toEqual([]);
  expect(report.leaks).toEqual([]);
  expect(report.crossSite).toEqual([]);
}, 300_000);
