import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { currentChemicals, equipment, observations, surveys, users, waterQuality } from '#db/schema/index.ts';
import { DEMO_USERNAME, seedDemo } from '#server/ops/seed-demo.ts';
import { createTestContext, type TestContext } from '../tests/setup/test-app.ts';

let ctx: TestContext;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'aqs-seed-'));
  ctx = await createTestContext({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

const deps = () => ({ db: ctx.db, storage: ctx.deps.storage });

describe('npm run seed:demo', () => {
  test('creates a demo rep who can sign in and see the two demo surveys', async () => {
    const today = new Date('2025-03-10T12:00:00Z');
    const { surveyIds } = await seedDemo(deps(), { password: 'Demo-Password-1', today });
    const cookie = await ctx.login(DEMO_USERNAME, 'Demo-Password-1');
    const [user] = await ctx.db.select().from(users).where(eq(users.username, DEMO_USERNAME));
    expect(user).toMatchObject({
      email: 'demo@aquasurvey.local',
      subscriptionStatus: 'active',
      isAdmin: false,
    });

    const rows = await ctx.db.select().from(surveys).where(inArray(surveys.id, surveyIds));
    expect(rows.map((s) => [s.facilityName, s.industryType, s.status]).sort()).toEqual([
      ['Lincoln High School', 'education', 'in_progress'],
      ["St. Mary's Regional Medical Center", 'healthcare', 'final'],
    ]);
    const hospital = rows.find((s) => s.status === 'final')!;
    const systems = await ctx.db.select().from(equipment).where(eq(equipment.surveyId, hospital.id));
    expect(systems.map((s) => s.type).sort()).toEqual([
      'boiler',
      'condensate-return',
      'cooling-tower',
      'cooling-tower',
      'softener',
    ]);
    const chemicals = await ctx.db
      .select()
      .from(currentChemicals)
      .where(
        inArray(
          currentChemicals.equipmentId,
          systems.map((s) => s.id),
        ),
      );
    expect(chemicals.length).toBeGreaterThan(3);
    const [notes] = await ctx.db.select().from(observations).where(eq(observations.surveyId, hospital.id));
    expect(notes!.followUpDate).toBe('2025-03-24');
    const [water] = await ctx.db.select().from(waterQuality).where(eq(waterQuality.surveyId, hospital.id));
    expect(water!.conductivity).toBe(300);

    const report = await ctx.call('GET', `/api/surveys/${hospital.id}/report.pdf`, { cookie });
    expect(report.statusCode).toBe(200);

    // The final hospital survey comes with a priced draft program, totalled by the engine.
    const proposal = (await ctx.call('GET', `/api/proposals/survey/${hospital.id}`, { cookie })).json();
    expect(proposal).toMatchObject({
      status: 'draft',
      title: "Proposal for St. Mary's Regional Medical Center",
    });
    const program = (await ctx.call('GET', `/api/proposals/${proposal.id}/program`, { cookie })).json();
    expect(program.result.chemicals).toHaveLength(4);
    expect(program.result.chemicals.every((c: { annualCost: number }) => c.annualCost > 0)).toBe(true);
    expect(Number(proposal.totalAnnualCost)).toBe(program.result.totalAnnualCost);

    // A realistic price book and two templates come with it.
    const book = (await ctx.call('GET', '/api/products?limit=100', { cookie })).json();
    expect(book.length).toBeGreaterThanOrEqual(10);
    expect(book.every((p: { unitCost: number | null }) => p.unitCost !== null && p.unitCost > 0)).toBe(true);
    const templates = (await ctx.call('GET', '/api/program-templates', { cookie })).json();
    expect(templates.map((t: { name: string }) => t.name).sort()).toEqual([
      'Standard open tower',
      'Steam boiler, sulfite',
    ]);
    expect(templates.every((t: { items: unknown[] }) => t.items.length === 3)).toBe(true);
  });

  test('running it again resets the account and leaves exactly the two surveys', async () => {
    await seedDemo(deps(), { password: 'First-Password-1' });
    const { userId } = await seedDemo(deps(), { password: 'Second-Password-2' });
    const owned = await ctx.db.select().from(surveys).where(eq(surveys.userId, userId));
    expect(owned).toHaveLength(2);
    expect(await ctx.db.select().from(users).where(eq(users.username, DEMO_USERNAME))).toHaveLength(1);
    await expect(ctx.login(DEMO_USERNAME, 'First-Password-1')).rejects.toThrow();
    await ctx.login(DEMO_USERNAME, 'Second-Password-2');
  });
});
