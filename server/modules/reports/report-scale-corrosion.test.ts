import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildScaleCorrosionPanel, chooseScaleCorrosionContext } from '#shared/report/scale-corrosion.ts';
import { DEFAULT_CONTROL_RANGES, type WaterControlRanges } from '#shared/water/control-ranges.ts';
import { createEquipment, createSurvey, WORKED_EXAMPLE_3 } from '../../../tests/factories/index.ts';
import { extractText } from '../../../tests/helpers/reports.ts';
import { createTestContext, type TestContext } from '../../../tests/setup/test-app.ts';

let ctx: TestContext;
// The tower water at 5.15 cycles and the assumed 120 °F skin temperature: scaling, red against the tower ranges; LSI near the 2.8 limit its verdict reads it against.
const TOWER_LINES = [
  'LSI 2.79 Scale-forming ▲ Near limit −0.5 to 2.8',
  'RSI 2.97 Scale-forming ✕ Outside range 5 to 7',
  'PSI 2.97 Scale-forming ✕ Outside range 5 to 7',
  'Larson-Skold 2.32 High ✕ Outside range at most 1.2',
  'Calculated with: Cycles 5.15 (estimated) · Tower pH 8.55 (estimated) · Skin temperature 120 °F (assumed) · TDS 571.65 mg/L · Calcium hardness 1,066.05 mg/L as CaCO₃',
];
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

// Worked example 3 of the water-chemistry contract; no sample temperature, so 77 °F is assumed.
const WATER_TEST = WORKED_EXAMPLE_3;

const rangesWithLsi = (
  systemType: 'make-up' | 'cooling-tower',
  lsi: { min: number | null; max: number | null },
): WaterControlRanges => {
  const ranges = structuredClone(DEFAULT_CONTROL_RANGES[systemType]);
  ranges.indices.lsi = lsi;
  return ranges;
};

/** A survey whose first system is a boiler and second a cooling tower, with the water test saved through the API. */
async function createSurveyWithWaterTest(userId: string, cookie: string) {
  const survey = await createSurvey(ctx.db, { userId, facilityName: 'Harbor Plant', status: 'final' });
  await createEquipment(ctx.db, survey.id, { type: 'boiler', name: 'Boiler 1', bleedSetpoint: null });
  await createEquipment(ctx.db, survey.id, { name: 'Tower 1', bleedSetpoint: '1500' });
  const saved = await ctx.call('POST', '/api/water-quality', {
    cookie,
    body: { surveyId: survey.id, ...WATER_TEST },
  });
  expect(saved.statusCode).toBe(200);
  return survey;
}

async function reportText(surveyId: number, cookie: string): Promise<string> {
  const res = await ctx.call('GET', `/api/surveys/${surveyId}/report.pdf`, { cookie });
  expect(res.statusCode).toBe(200);
  return extractText(res.rawPayload);
}

describe('Scale and Corrosion in the survey report PDF', () => {
  test('never breaks a unit across lines in the basis (pdfkit may break after the slash of mg/L)', async () => {
    const { user, cookie } = await ctx.signIn();
    const survey = await createSurvey(ctx.db, { userId: user.id, status: 'final' });
    await createEquipment(ctx.db, survey.id, { name: 'Tower 1', bleedSetpoint: '1500' });
    const body = { surveyId: survey.id, ...WATER_TEST, tds: null, temperatureF: 85 };
    expect((await ctx.call('POST', '/api/water-quality', { cookie, body })).statusCode).toBe(200);
    const text = await reportText(survey.id, cookie);
    expect(text).toContain(
      'Calculated with: Sample temperature 85 °F · TDS 189.15 mg/L (estimated) · Calcium hardness 207 mg/L as CaCO₃',
    );
  });

  test('grades the make-up water against the make-up ranges and the tower water at its cycles against the tower’s', async () => {
    const { user, cookie } = await ctx.signIn();
    const survey = await createSurveyWithWaterTest(user.id, cookie);
    const stored = (await ctx.call('GET', `/api/water-quality/survey/${survey.id}`, { cookie })).json();
    expect(stored).toMatchObject({ calciumHardness: 207, tds: 111, sulfate: 121, temperatureF: null });

    const text = await reportText(survey.id, cookie);
    for (const expected of [
      'Calcium hardness 207 mg/L as CaCO₃',
      'TDS 111 mg/L',
      'Sulfate 121 mg/L',
      'Sample temperature Not tested',
      'Scale and Corrosion',
      'Make-up water',
      'INDEX VALUE VERDICT STATUS / RANGE MEANING',
      // The make-up water leans corrosive by Ryznar and Puckorius: its verdict, within the make-up band.
      'LSI 0.55 Scale-forming ✓ Within range −2 to 2',
      'RSI 7.00 Corrosive ✓ Within range 5.5 to 8.5',
      'PSI 7.60 Corrosive ✓ Within range 5.5 to 8.5',
      'Larson-Skold 2.32 High ✕ Outside range at most 1.2',
      'Calculated with: Sample temperature 77 °F (assumed) · TDS 111 mg/L · Calcium hardness 207 mg/L as CaCO₃',
      'Sample temperature assumed 77 °F.',
      'Colours compare each index with the Make-up Water control ranges.',
      // The tower: bleed setpoint 1,500 ÷ make-up conductivity 291 = 5.15 cycles.
      'Tower water at 5.15 cycles',
      ...TOWER_LINES,
      'Tower pH estimated from the concentrated alkalinity (no acid feed).',
      'Colours compare each index with the Cooling Tower control ranges.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Corrosive ✕ Outside range 5 to 7');
    // The page's model, word for word: every figure, verdict, status, range and meaning of the screen is in the PDF,
    // the verdict with its first letter raised as the page's CSS shows it.
    const equipment = (await ctx.call('GET', `/api/equipment/survey/${survey.id}`, { cookie })).json();
    const panel = buildScaleCorrosionPanel(
      stored,
      chooseScaleCorrosionContext(equipment, stored.conductivity, undefined),
    );
    expect(panel.readings).toHaveLength(2);
    for (const reading of panel.readings) {
      expect(text).toContain(reading.title);
      for (const row of reading.rows) {
        const verdict = row.verdict!.charAt(0).toUpperCase() + row.verdict!.slice(1);
        expect(text).toContain(`${row.shortName} ${row.value} ${verdict}`);
        expect(text).toContain(`${row.statusLabel} ${row.range} ${row.meaning}`);
      }
      for (const note of reading.notes) expect(text).toContain(note);
    }
  });

  test('a survey with a tower but no bleed setpoint says why the tower water is not read', async () => {
    const { user, cookie } = await ctx.signIn();
    const survey = await createSurvey(ctx.db, { userId: user.id, status: 'final' });
    await createEquipment(ctx.db, survey.id, { name: 'Tower 1', bleedSetpoint: null });
    const body = { surveyId: survey.id, ...WATER_TEST };
    expect((await ctx.call('POST', '/api/water-quality', { cookie, body })).statusCode).toBe(200);
    const text = await reportText(survey.id, cookie);
    expect(text).toContain('Colours compare each index with the Make-up Water control ranges.');
    expect(text).toContain(
      'The tower water at its current cycles is not shown: the cycles of concentration need the make-up conductivity and a bleed setpoint.',
    );
    expect(text).not.toContain('Tower water at');
  });

  test('colours with the user’s own ranges, never another user’s', async () => {
    const owner = await ctx.signIn();
    const other = await ctx.signIn();
    const survey = await createSurveyWithWaterTest(owner.user.id, owner.cookie);
    const othersSave = await ctx.call('PUT', '/api/settings/water-ranges/make-up', {
      cookie: other.cookie,
      body: rangesWithLsi('make-up', { min: 1, max: 3 }),
    });
    expect(othersSave.statusCode).toBe(200);
    expect(await reportText(survey.id, owner.cookie)).toContain(
      'LSI 0.55 Scale-forming ✓ Within range −2 to 2',
    );

    const ownSave = await ctx.call('PUT', '/api/settings/water-ranges/make-up', {
      cookie: owner.cookie,
      body: rangesWithLsi('make-up', { min: 1, max: 3 }),
    });
    expect(ownSave.statusCode).toBe(200);
    const ownText = await reportText(survey.id, owner.cookie);
    expect(ownText).toContain('LSI 0.55 Scale-forming ✕ Outside range 1 to 3');

    // The tower's own ranges grade only the tower water.
    const towerSave = await ctx.call('PUT', '/api/settings/water-ranges/cooling-tower', {
      cookie: owner.cookie,
      body: rangesWithLsi('cooling-tower', { min: -0.5, max: 1 }),
    });
    expect(towerSave.statusCode).toBe(200);
    const towerText = await reportText(survey.id, owner.cookie);
    expect(towerText).toContain('LSI 0.55 Scale-forming ✕ Outside range 1 to 3');
    // Above the rep's own LSI limit the verdict says so (one LSI ceiling for the tower, decision 025).
    expect(towerText).toMatch(/LSI \d\.\d\d Severely scale-\s?forming ✕ Outside range −0\.5 to 1 /);
    // Someone else cannot read the owner's report at all.
    const foreign = await ctx.call('GET', `/api/surveys/${survey.id}/report.pdf`, { cookie: other.cookie });
    expect(foreign.statusCode).toBe(404);
  });

  test('a survey without a water test says why each index is missing', async () => {
    const { user, cookie } = await ctx.signIn();
    const survey = await createSurvey(ctx.db, { userId: user.id, facilityName: 'Dry Site' });
    const text = await reportText(survey.id, cookie);
    expect(text).toContain(
      'LSI — Not calculated. The scale and corrosion indices need pH, alkalinity, calcium or total hardness and TDS or conductivity.',
    );
    expect(text).toContain(
      'Larson-Skold — Not calculated. Larson-Skold needs chlorides, sulfate and alkalinity.',
    );
    expect(text).not.toContain('Calculated with:');
  });
});
