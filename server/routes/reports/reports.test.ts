import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEquipment, createSurvey, createWaterQuality } from '../../../tests/factories/surveys.ts';
import { createAdmin, createUser } from '../../../tests/factories/users.ts';
import { SAMPLE_JPEG } from '../../../tests/fixtures/image-samples.ts';
import { createTestContext, type TestContext } from '../../../tests/setup/test-app.ts';
import { addPhoto, countImages, createHospitalSurvey, createRgbaPng, extractText } from './test-helpers.ts';

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

async function signIn() {
  const user = await createUser(ctx.db);
  return { user, cookie: await ctx.login(user.username!) };
}

const reportUrl = (id: number | string) => `/api/surveys/${id}/report.pdf`;

describe('GET /api/surveys/:id/report.pdf', () => {
  test('downloads a PDF named after the facility', async () => {
    const { user, cookie } = await signIn();
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
    const { user, cookie } = await signIn();
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

  test('embeds JPEG and PNG photos and notes a WebP, missing or corrupt photo without failing', async () => {
    const { user, cookie } = await signIn();
    const survey = await createHospitalSurvey(ctx, user.id);
    const broken = await createEquipment(ctx.db, survey.id, { name: 'Tower Three' });
    await addPhoto(ctx, user.id, broken.id, SAMPLE_JPEG.subarray(0, 30), 'Cut off');
    await addPhoto(ctx, user.id, broken.id, createRgbaPng(true), 'Broken PNG');
    await addPhoto(ctx, user.id, broken.id, createRgbaPng(), 'Transparent PNG');
    const res = await ctx.call('GET', reportUrl(survey.id), { cookie });
    expect(res.statusCode).toBe(200);
    // The JPEG, the PNG and the transparent PNG with its soft mask.
    expect(await countImages(res.rawPayload)).toBe(4);
    const text = await extractText(res.rawPayload);
    expect(text).toContain('Photo (WebP) not embeddable — view in the app');
    expect(text).toContain('Photo unavailable');
    expect(text.match(/Photo could not be read/g)).toHaveLength(2);
    expect(text).toContain('Transparent PNG');
    expect(text).toContain('Tower basin');
  });

  test('shows empty states for a survey without equipment, water quality or observations', async () => {
    const { user, cookie } = await signIn();
    const survey = await createSurvey(ctx.db, { userId: user.id, currentVendor: 'Acme Water' });
    const res = await ctx.call('GET', reportUrl(survey.id), { cookie });
    const text = await extractText(res.rawPayload);
    expect(text).toContain('No equipment recorded');
    expect(text).toContain('Current Vendor Acme Water');
    expect(text.match(/Not tested/g)).toHaveLength(8);
    expect(text).toContain('FOLLOW-UP DATE Not set');
  });

  test('hides cycles by conductivity when conductivity is 0 or not tested', async () => {
    const { user, cookie } = await signIn();
    const zero = await createSurvey(ctx.db, { userId: user.id });
    await createWaterQuality(ctx.db, zero.id, { conductivity: 0 });
    const untested = await createSurvey(ctx.db, { userId: user.id });
    for (const survey of [zero, untested]) {
      await createEquipment(ctx.db, survey.id, { name: 'Tower Zero', bleedSetpoint: '1500' });
      const text = await extractText((await ctx.call('GET', reportUrl(survey.id), { cookie })).rawPayload);
      expect(text).toContain('Tower Zero');
      expect(text).toContain('Bleed Setpoint 1500');
      expect(text).not.toContain('Cycles by Conductivity');
    }
  });

  test("answers 404 for another user's survey exactly like a missing one", async () => {
    const owner = await signIn();
    const survey = await createSurvey(ctx.db, { userId: owner.user.id });
    const { cookie } = await signIn();
    for (const id of [survey.id, 999_999_999, 'abc']) {
      const res = await ctx.call('GET', reportUrl(id), { cookie });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Survey not found' });
    }
  });

  test('answers 401 signed out, 402 without a subscription and 403 for an admin', async () => {
    const owner = await signIn();
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
