import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  createAdmin,
  createEquipment,
  createSurvey,
  createUser,
  createWaterQuality,
} from '../../../tests/factories/index.ts';
import { SAMPLE_HEIC, SAMPLE_JPEG } from '../../../tests/fixtures/image-samples.ts';
import {
  addPhoto,
  createHospitalSurvey,
  createRgbaPng,
  extractText,
  listImages,
} from '../../../tests/helpers/reports.ts';
import { createTestContext, type TestContext } from '../../../tests/setup/test-app.ts';

let ctx: TestContext;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'aqs-reports-'));
  ctx = await createTestContext({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

const reportUrl = (id: number | string) => `/api/surveys/${id}/report.pdf`;

describe('GET /api/surveys/:id/report.pdf', () => {
  test('downloads a PDF named after the facility', async () => {
    const { user, cookie } = await ctx.signIn();
    const survey = await createSurvey(ctx.db, {
      userId: user.id,
      facilityName: "St. Mary's Regional Medical Center",
    });
    const res = await ctx.call('GET', reportUrl(survey.id), { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="st-marys-regional-medical-center-survey-report.pdf"',
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('holds the facility, systems by location, water quality and observations as text', async () => {
    const { user, cookie } = await ctx.signIn();
    const survey = await createHospitalSurvey(ctx, user.id);
    const res = await ctx.call('GET', reportUrl(survey.id), { cookie });
    expect(res.statusCode).toBe(200);
    const text = await extractText(res.rawPayload);

    for (const expected of [
      'AquaSurvey Pro',
      'Facility Survey Report',
      'Mercy General Hospital',
      '1200 Harbor Blvd, Tampa, FL 33602',
      'Healthcare',
      'Pat Engineer',
      '(813) 555-0142',
      'Current Vendor None specified',
      'Systems Inventory by Location',
      'Roof 2 units',
      'Boiler Room 1 unit',
      'No Location Specified 2 units',
      'Tower One',
      'Tower Two',
      'Steam Boiler B1',
      'Heating Loop',
      'Unnamed System',
      'Cooling Tower',
      'Closed Loop System',
      'Total Water Volume 5,000 gallons',
      '500 Tons',
      '300 HP',
      '125 psi',
      'Natural Gas',
      'Cycles by Conductivity 5.00',
      'Cycles by Conductivity 4.67',
      'Cycles of Concentration: 4.83 — Estimated: bleed setpoint ÷ make-up conductivity, mean of 2 systems',
      'Bleed Setpoint 1,500 µS/cm',
      'Steam Rate 10,000 lb/hr',
      'Scale inhibitor Phosphonate blend',
      'Oxygen scavenger',
      'Conductivity 300 µS/cm',
      'pH 7.8',
      'Hardness 120 ppm CaCO₃',
      'Iron Not tested',
      'Scale on tower fill; bleed valve sticking.',
      'Replace bleed solenoid; raise cycles to 5.',
      'Send proposal and schedule a retest.',
      'Dec 15, 2026',
      'Page 1 of',
    ]) {
      expect(text).toContain(expected);
    }
    // The closed loop shows only its volume: its capacity of 777 never appears.
    expect(text).not.toContain('777');
  });

  test('embeds JPEG, PNG and WebP photos as JPEGs and notes a missing, corrupt or HEIC photo without failing', async () => {
    const { user, cookie } = await ctx.signIn();
    const survey = await createHospitalSurvey(ctx, user.id);
    const broken = await createEquipment(ctx.db, survey.id, { name: 'Tower Three' });
    await addPhoto(ctx, user.id, broken.id, SAMPLE_JPEG.subarray(0, 30), 'Cut off');
    await addPhoto(ctx, user.id, broken.id, createRgbaPng(true), 'Broken PNG');
    await addPhoto(ctx, user.id, broken.id, createRgbaPng(), 'Transparent PNG');
    await addPhoto(ctx, user.id, broken.id, SAMPLE_HEIC, 'Phone photo');
    const res = await ctx.call('GET', reportUrl(survey.id), { cookie });
    expect(res.statusCode).toBe(200);
    // The JPEG, the PNG, the WebP and the transparent PNG (on white), each as one JPEG without a soft mask.
    const images = await listImages(res.rawPayload);
    expect(images.map((image) => image.encoding)).toEqual(['jpeg', 'jpeg', 'jpeg', 'jpeg']);
    const text = await extractText(res.rawPayload);
    expect(text).not.toContain('WebP');
    expect(text).toContain('Photo (HEIC) not embeddable — view in the app');
    expect(text).toContain('Photo unavailable');
    expect(text.match(/Photo could not be read/g)).toHaveLength(2);
    expect(text).toContain('Transparent PNG');
    expect(text).toContain('Tower basin');
  });

  test('shows empty states for a survey without equipment, water quality or observations', async () => {
    const { user, cookie } = await ctx.signIn();
    const survey = await createSurvey(ctx.db, { userId: user.id, currentVendor: 'Acme Water' });
    const res = await ctx.call('GET', reportUrl(survey.id), { cookie });
    const text = await extractText(res.rawPayload);
    expect(text).toContain('No equipment recorded');
    expect(text).toContain('Current Vendor Acme Water');
    // Every parameter of the water table, the four water-chemistry readings included.
    expect(text.match(/Not tested/g)).toHaveLength(12);
    expect(text).toContain('FOLLOW-UP DATE Not set');
  });

  test('hides cycles by conductivity when conductivity is 0 or not tested', async () => {
    const { user, cookie } = await ctx.signIn();
    const zero = await createSurvey(ctx.db, { userId: user.id });
    await createWaterQuality(ctx.db, zero.id, { conductivity: 0 });
    const untested = await createSurvey(ctx.db, { userId: user.id });
    for (const survey of [zero, untested]) {
      await createEquipment(ctx.db, survey.id, { name: 'Tower Zero', bleedSetpoint: '1500' });
      const text = await extractText((await ctx.call('GET', reportUrl(survey.id), { cookie })).rawPayload);
      expect(text).toContain('Tower Zero');
      expect(text).toContain('Bleed Setpoint 1,500 µS/cm');
      expect(text).not.toContain('Cycles by Conductivity');
      expect(text).toContain('Cycles of Concentration: Not available');
    }
  });

  test("answers 404 for another user's survey exactly like a missing one", async () => {
    const owner = await ctx.signIn();
    const survey = await createSurvey(ctx.db, { userId: owner.user.id });
    const { cookie } = await ctx.signIn();
    for (const id of [survey.id, 999_999_999, 'abc']) {
      const res = await ctx.call('GET', reportUrl(id), { cookie });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Survey not found', code: 'not_found' });
    }
  });

  test('answers 401 signed out, 402 without a subscription and 403 for an admin', async () => {
    const owner = await ctx.signIn();
    const survey = await createSurvey(ctx.db, { userId: owner.user.id });
    expect((await ctx.call('GET', reportUrl(survey.id))).statusCode).toBe(401);

    const lapsed = await createUser(ctx.db, { subscriptionStatus: 'inactive' });
    const lapsedCookie = await ctx.login(lapsed.username!);
    expect((await ctx.call('GET', reportUrl(survey.id), { cookie: lapsedCookie })).statusCode).toBe(402);

    const admin = await createAdmin(ctx.db);
    const adminCookie = await ctx.login(admin.username!);
    expect((await ctx.call('GET', reportUrl(survey.id), { cookie: adminCookie })).statusCode).toBe(403);
  });
});
