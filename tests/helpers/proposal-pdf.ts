import { eq } from 'drizzle-orm';
import { proposals } from '#db/schema/index.ts';
import { seedDemo } from '#server/ops/seed-demo.ts';
import type { TestContext } from '../setup/test-app.ts';
import { HOSPITAL_RFP } from './rfp-fixture.ts';

/**
 * The demo account (scripts/seed-demo.ts) with the hospital's proposal analysed against the hospital RFP fixture
 * and written by the built-in writer through the API; answers its cookie and ids.
 */
export async function seedWrittenHospital(ctx: TestContext, password = 'demo-password-1') {
  const { surveyIds } = await seedDemo(ctx.deps, { password });
  const cookie = await ctx.login('demo', password);
  const surveyId = surveyIds[0]!;
  const [proposal] = await ctx.db.select().from(proposals).where(eq(proposals.surveyId, surveyId));
  await ctx.db.update(proposals).set({ rfpAnalysis: HOSPITAL_RFP }).where(eq(proposals.id, proposal!.id));
  const written = await ctx.call('POST', '/api/ai/generate-proposal', {
    cookie,
    body: { surveyId, proposalId: proposal!.id },
  });
  if (written.statusCode !== 200) throw new Error(`writing failed: ${written.statusCode} ${written.body}`);
  return { cookie, surveyId, proposalId: proposal!.id, title: proposal!.title };
}
