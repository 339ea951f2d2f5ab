import {
  createCurrentChemical,
  createEquipment,
  createObservations,
  createSurvey,
  createWaterQuality,
} from '../../factories/index.ts';
import { SETTINGS } from '../lib/config.ts';
import { type ServerContext, signedInBenchUser } from '../lib/context.ts';
import { getWithCookie } from '../lib/http.ts';
import { printHeading, type SectionResult } from '../lib/report.ts';
import { benchPdfRequests } from '../lib/sequential.ts';
import { createPhotoLikeJpeg, PHOTO_SYSTEMS, PHOTOS_PER_SYSTEM, recordPhoto } from './report-pdf-photos.ts';

const SYSTEMS = [
  {
    type: 'cooling-tower',
    name: 'Cooling Tower 1',
    capacity: 500,
    capacityUnit: 'tons',
    bleedSetpoint: '1500',
  },
  {
    type: 'cooling-tower',
    name: 'Cooling Tower 2',
    capacity: 350,
    capacityUnit: 'tons',
    bleedSetpoint: '1800',
  },
  {
    type: 'boiler',
    name: 'Steam Boiler',
    capacity: 200,
    capacityUnit: 'hp',
    steamRate: '6900',
    operatingPressure: 125,
  },
  { type: 'chiller', name: 'Chiller A', capacity: 400, capacityUnit: 'tons', bleedSetpoint: null },
  {
    type: 'evaporative-condenser',
    name: 'Evap Condenser',
    capacity: 120,
    capacityUnit: 'tons',
    bleedSetpoint: '1200',
  },
  { type: 'closed-loop', name: 'Hot Water Loop', capacity: null, totalWaterVolume: 2500 },
  { type: 'feed-water-tank', name: 'DA Tank', capacity: null, totalWaterVolume: 800 },
  { type: 'softener', name: 'Twin Softener', capacity: null, flowRate: 60 },
];

async function createReportSurvey(context: ServerContext, userId: string, cookie: string): Promise<number> {
  const db = context.db.handle.db;
  const survey = await createSurvey(db, { userId, status: 'completed' });
  for (const [i, system] of SYSTEMS.entries()) {
    const row = await createEquipment(db, survey.id, {
      ...system,
      location: `Plant room ${i + 1}`,
      comments: 'Inspected.',
    });
    await createCurrentChemical(db, row.id);
    if (i >= PHOTO_SYSTEMS) continue;
    for (let n = 0; n < PHOTOS_PER_SYSTEM; n++) {
      const photo = await createPhotoLikeJpeg(i * PHOTOS_PER_SYSTEM + n + 1);
      await recordPhoto(context.app.url, cookie, row.id, photo, `${system.name} view ${n + 1}`);
    }
  }
  await createWaterQuality(db, survey.id, {
    tds: 450,
    notes: 'Sampled at make-up line.',
    testDate: '2026-01-15',
  });
  await createObservations(db, survey.id);
  return survey.id;
}

/** Section 6: time to generate the survey report PDF, sequential requests. */
export async function benchReportPdf(context: ServerContext): Promise<SectionResult> {
  const title = 'Survey report PDF';
  const count = SETTINGS.pdfRequests;
  printHeading(
    `6. ${title}: ${count} sequential GET /api/surveys/:id/report.pdf (8 systems, ${PHOTO_SYSTEMS * PHOTOS_PER_SYSTEM} photos, water, observations)`,
  );
  const { user, cookie } = await signedInBenchUser(context, 'bench_report');
  const surveyId = await createReportSurvey(context, user.id, cookie);
  const url = `${context.app.url}/api/surveys/${surveyId}/report.pdf`;
  return benchPdfRequests({ id: 'reportPdf', title, send: () => getWithCookie(url, cookie) });
}
