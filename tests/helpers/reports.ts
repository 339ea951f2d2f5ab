import { deflateSync } from 'node:zlib';
import { equipmentPhotos } from '#db/schema/index.ts';
import { createObjectRouteUrl, createStorageKey } from '#server/adapters/storage/keys.ts';
import {
  createCurrentChemical,
  createEquipment,
  createObservations,
  createSurvey,
  createWaterQuality,
} from '../factories/index.ts';
import { buildPng, SAMPLE_JPEG, SAMPLE_PNG, SAMPLE_WEBP } from '../fixtures/image-samples.ts';
import type { TestContext } from '../setup/test-app.ts';
import { extractText, runPoppler } from './pdf-text.ts';

export { extractText };

/** The images the PDF embeds, as pdfimages lists them: pixel size, encoding (jpeg, image, smask) and bytes. */
export async function listImages(
  pdf: Buffer,
): Promise<{ type: string; width: number; height: number; encoding: string }[]> {
  const listing = await runPoppler('pdfimages', pdf, (file) => ['-list', file]);
  // Two header lines, then one line per image: page num type width height color comp bpc enc ...
  return listing
    .trim()
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .map((cells) => ({
      type: cells[2]!,
      width: Number(cells[3]),
      height: Number(cells[4]),
      encoding: cells[8]!,
    }));
}

/** A 2×2 RGBA PNG (transparency makes pdfkit decode it asynchronously); `isBroken` puts junk where its pixels go. */
export function createRgbaPng(isBroken = false): Buffer {
  const row = [0, 255, 0, 0, 128, 0, 0, 255, 255];
  const pixels = isBroken
    ? Buffer.from('not deflate data at all')
    : deflateSync(Buffer.from([...row, ...row]));
  return buildPng({ width: 2, height: 2, colorType: 6 }, pixels);
}

/** Stores bytes as a photo of a piece of equipment (no bytes: a row whose file is missing). */
export async function addPhoto(
  ctx: TestContext,
  userId: string,
  equipmentId: number,
  bytes: Buffer | null,
  description: string,
) {
  const storageKey = createStorageKey('photo', userId);
  if (bytes) await ctx.deps.storage.writeFile(storageKey, bytes);
  await ctx.db
    .insert(equipmentPhotos)
    .values({ equipmentId, storageKey, photoUrl: createObjectRouteUrl(storageKey), description });
}

/**
 * A hospital survey: two cooling towers on the roof, a steam boiler in the boiler room, a softener without a
 * name or location and a closed loop of 5,000 gallons; water quality without iron; observations; photos.
 */
export async function createHospitalSurvey(ctx: TestContext, userId: string) {
  const { db } = ctx;
  const survey = await createSurvey(db, {
    userId,
    facilityName: 'Mercy General Hospital',
    industryType: 'healthcare',
    currentVendor: null,
    status: 'final',
  });
  const towerOne = await createEquipment(db, survey.id, { name: 'Tower One', bleedSetpoint: '1500' });
  await createEquipment(db, survey.id, {
    name: 'Tower Two',
    manufacturer: 'Marley',
    capacity: 350,
    bleedSetpoint: '1400',
  });
  const boiler = await createEquipment(db, survey.id, {
    type: 'boiler',
    name: 'Steam Boiler B1',
    manufacturer: 'Cleaver-Brooks',
    location: 'Boiler Room',
    capacity: 300,
    capacityUnit: 'hp',
    operatingPressure: 125,
    fuelType: 'natural-gas',
    bleedSetpoint: null,
    steamRate: '10,000 lb/hr',
  });
  await createEquipment(db, survey.id, { type: 'softener', name: '', location: null, bleedSetpoint: null });
  await createEquipment(db, survey.id, {
    type: 'closed-loop',
    name: 'Heating Loop',
    location: '',
    totalWaterVolume: 5000,
    capacity: 777,
    bleedSetpoint: null,
  });
  await createCurrentChemical(db, towerOne.id, 'Scale inhibitor', 'Phosphonate blend');
  await createCurrentChemical(db, boiler.id, 'Oxygen scavenger', null);
  await createWaterQuality(db, survey.id, { ph: 7.8, conductivity: 300, hardness: 120, iron: null });
  await createObservations(db, survey.id, {
    systemObservations: 'Scale on tower fill; bleed valve sticking.',
    recommendations: 'Replace bleed solenoid; raise cycles to 5.',
    followUpTasks: 'Send proposal and schedule a retest.',
    followUpDate: '2026-12-15',
  });
  await addPhoto(ctx, userId, towerOne.id, SAMPLE_JPEG, 'Tower basin');
  await addPhoto(ctx, userId, towerOne.id, SAMPLE_PNG, 'Fill media');
  await addPhoto(ctx, userId, boiler.id, SAMPLE_WEBP, 'Burner');
  await addPhoto(ctx, userId, boiler.id, null, 'Lost photo');
  return survey;
}
