import { describe, expect, test } from 'vitest';
import { DEFAULT_CONTROL_RANGES } from '#shared/water/control-ranges.ts';
import { buildWaterRecommendation } from '#shared/water/recommendation.ts';
import {
  createChemical,
  createEquipment,
  createProposal,
  createSurvey,
  createWaterQuality,
} from '../../../tests/factories/index.ts';
import examples from '../../../tests/fixtures/water-chemistry-examples.json' with { type: 'json' };
import { extractText } from '../../../tests/helpers/pdf-text.ts';
import { registerTestContext } from '../../../tests/setup/test-app.ts';

const ctx = registerTestContext();

// Worked case 1 of the contract: silica is the first limit its concentrated water breaks.
const { skinTemperatureF: _skin, ...case1 } = examples[0]!.input;
const towerRanges = DEFAULT_CONTROL_RANGES['cooling-tower'];

/** A signed-in rep's written proposal for a cooling tower with worked case 1's water test. */
async function createTowerProposal(proposal: {
  targetCycles: number | null;
  skinTemperatureF: number | null;
}) {
  const { user, cookie } = await ctx.signIn();
  const survey = await createSurvey(ctx.db, { userId: user.id, status: 'final' });
  const tower = await createEquipment(ctx.db, survey.id, { type: 'cooling-tower', bleedSetpoint: '1500' });
  await createWaterQuality(ctx.db, survey.id, { ...case1, iron: null, copper: null });
  const row = await createProposal(ctx.db, {
    surveyId: survey.id,
    proposalContent: '# Proposal\n\nThe program.',
    ...proposal,
  });
  await createChemical(ctx.db, row.id, { systemIds: [tower.id] });
  return { cookie, proposalId: row.id };
}

async function saveSilicaLimit(cookie: string, silica: number) {
  const res = await ctx.call('PUT', '/api/settings/water-ranges/cooling-tower', {
    cookie,
    body: { ...towerRanges, cycleLimits: { ...towerRanges.cycleLimits, silica } },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function downloadText(cookie: string, proposalId: number): Promise<string> {
  const res = await ctx.call('POST', '/api/generate-pdf-proposal', { cookie, body: { proposalId } });
  expect(res.statusCode, res.body).toBe(200);
  return extractText(res.rawPayload);
}

describe('the proposal PDF’s Scale and Cycles Recommendation', () => {
  test('shows the same texts as the screen, read against the user’s own ranges and skin temperature', async () => {
    const rep = await createTowerProposal({ targetCycles: 6, skinTemperatureF: 100 });
    await saveSilicaLimit(rep.cookie, 200);
    // Another rep's stricter silica limit must never reach this rep's PDF.
    const stranger = await ctx.signIn();
    await saveSilicaLimit(stranger.cookie, 100);

    const text = await downloadText(rep.cookie, rep.proposalId);
    const screen = buildWaterRecommendation({
      water: case1,
      skinTemperatureF: 100,
      targetCycles: 6,
      systemType: 'cooling-tower',
      limits: { ...towerRanges.cycleLimits, silica: 200 },
    });
    expect(text).toContain('Scale and Cycles Recommendation');
    expect(text).toContain('Recommended maximum: 5 cycles');
    expect(text).toContain('Silica reaches 200 mg/L at 6 cycles');
    expect(text).toContain(
      'The target of 6 cycles is above the recommended maximum of 5 cycles: Silica reaches 200 mg/L at 6 cycles.',
    );
    expect(text).toContain('At the target: Silica 200.4 mg/L, above the 200 mg/L limit.');
    expect(text).toContain(screen.limitsSentence);
    expect(text).toContain('Skin temperature 100 °F');
    for (const index of screen.target!.indices) {
      expect(text).toContain(`${index.shortName} (${index.name}) ${index.value} ${index.verdict}`);
    }
    for (const note of screen.notes) expect(text).toContain(note);
    expect(text).not.toContain('100 mg/L');
  });

  test('with no saved ranges, the defaults apply and the unset skin temperature is assumed', async () => {
    const rep = await createTowerProposal({ targetCycles: 4, skinTemperatureF: null });
    const text = await downloadText(rep.cookie, rep.proposalId);
    expect(text).toContain('Silica reaches 150 mg/L at 5 cycles');
    expect(text).toContain('The target of 4 cycles is within the recommended maximum of 4 cycles.');
    expect(text).toContain('Skin temperature 120 °F (assumed)');
    expect(text).toContain('Skin temperature assumed 120 °F for the cycles projection.');
  });

  test('a water test lacking an input prints the engine’s reason instead', async () => {
    const { user, cookie } = await ctx.signIn();
    const survey = await createSurvey(ctx.db, { userId: user.id, status: 'final' });
    await createEquipment(ctx.db, survey.id, { type: 'cooling-tower' });
    await createWaterQuality(ctx.db, survey.id, { alkalinity: null });
    const proposal = await createProposal(ctx.db, { surveyId: survey.id, proposalContent: 'Program.' });
    const text = await downloadText(cookie, proposal.id);
    expect(text).toContain('Not calculated. The scale and corrosion indices need alkalinity.');
    expect(text).not.toContain('Recommended maximum');
  });
});
