// Photo uploads through the in-process app on disk storage (decision 014): phone-sized photos carrying EXIF GPS
// are uploaded and recorded, their links replayed, a polyglot recorded, the report PDF rendered, and the hourly
// link limit reached. Bounded: 6 photos of 12 MP, one PDF, one burst of link requests.
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { UPLOAD_LINKS_PER_HOUR } from '#server/modules/files/upload-rate.ts';
import { createEquipment, createSurvey, createUser, DEFAULT_PASSWORD } from '../factories/index.ts';
import { createNoisyJpeg, createPolyglotJpeg, POLYGLOT_PAYLOAD } from '../fixtures/image-samples.ts';
import { withInProcessApp } from './in-process-app.ts';
import type { ReliabilitySection } from './types.ts';

const PHOTOS = 6;

/** A 4032×3024 JPEG with phone-like noise and EXIF GPS, about 7 MB. */
async function createPhonePhoto(seed: number): Promise<Buffer> {
  return sharp({ create: { width: 4032, height: 3024, channels: 3, background: '#6a8' } })
    .composite([{ input: await createNoisyJpeg(1008, 756, seed), tile: true, blend: 'soft-light' }])
    .jpeg({ quality: 92 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 26/1 4612/100' } })
    .toBuffer();
}

/** Upload figures: record time, what is left of EXIF and payloads, replayed links, PDF size, the link limit. */
export const measurePhotoUploads: ReliabilitySection = (target) =>
  withInProcessApp(target, async (app, deps) => {
    const user = await createUser(deps.db);
    const survey = await createSurvey(deps.db, { userId: user.id });
    const unit = await createEquipment(deps.db, survey.id);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password: DEFAULT_PASSWORD },
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object | Buffer) =>
      app.inject({ method, url, headers: { cookie }, payload });

    async function upload(bytes: Buffer) {
      const link = await call('POST', `/api/equipment/${unit.id}/photos/upload`, { size: bytes.length });
      const uploadURL: string = link.json().uploadURL;
      await call('PUT', uploadURL, bytes);
      const started = performance.now();
      const recorded = await call('POST', `/api/equipment/${unit.id}/photos`, {
        photoUrl: uploadURL.split('?')[0],
      });
      const ms = performance.now() - started;
      const served = (await call('GET', recorded.json().url)).rawPayload;
      return { uploadURL, ms, served, bytes: bytes.length };
    }

    const results = [];
    for (let i = 0; i < PHOTOS; i += 1) results.push(await upload(await createPhonePhoto(i + 1)));
    let withExif = 0;
    let replaysThatChangedAPhoto = 0;
    const replayStatuses = new Set<number>();
    for (const result of results) {
      if ((await sharp(result.served).metadata()).exif) withExif += 1;
      const replay = await call('PUT', result.uploadURL, await createPhonePhoto(99));
      replayStatuses.add(replay.statusCode);
      const again = (await call('GET', `/api/objects/${servedKey(result.uploadURL)}`)).rawPayload;
      if (!again.equals(result.served)) replaysThatChangedAPhoto += 1;
    }
    const polyglot = await upload(createPolyglotJpeg());
    const pdf = await call('GET', `/api/surveys/${survey.id}/report.pdf`);
    const times = results.map((r) => r.ms).sort((a, b) => a - b);
    return {
      'photos recorded (12 MP, ~7 MB, with GPS)': results.length,
      'median record time (ms)': Math.round(times[Math.floor(times.length / 2)]!),
      'mean uploaded / served bytes': `${mean(results.map((r) => r.bytes))} / ${mean(results.map((r) => r.served.length))}`,
      'served photos with EXIF (must be 0)': withExif,
      'replayed links that changed a photo (must be 0)': replaysThatChangedAPhoto,
      'replayed link answers': [...replayStatuses].join(', '),
      'polyglot payload bytes served (must be 0)': polyglot.served.includes(POLYGLOT_PAYLOAD)
        ? POLYGLOT_PAYLOAD.length
        : 0,
      [`report PDF bytes (${PHOTOS + 1} photos)`]: pdf.rawPayload.length,
      'link answer past the hourly limit': await exhaustLinks(call, unit.id),
    };
  });

async function exhaustLinks(
  call: (method: 'POST', url: string, payload: object) => Promise<{ statusCode: number }>,
  equipmentId: number,
): Promise<number> {
  let status = 200;
  for (let i = 0; i <= UPLOAD_LINKS_PER_HOUR && status === 200; i += 1) {
    status = (await call('POST', `/api/equipment/${equipmentId}/photos/upload`, { size: 10 })).statusCode;
  }
  return status;
}

function servedKey(uploadURL: string): string {
  return uploadURL.split('?')[0]!.replace('/api/objects/uploads/', '');
}

function mean(values: number[]): number {
  return Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
}
