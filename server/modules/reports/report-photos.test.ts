import sharp from 'sharp';
import { expect, test } from 'vitest';
import { reportCopyKeyFor } from '#server/adapters/storage/keys.ts';
import { REPORT_COPY_EDGE } from '#server/modules/photos/process-photo.ts';
import { createEquipment, createSurvey } from '../../../tests/factories/index.ts';
import { createNoisyJpeg } from '../../../tests/fixtures/image-samples.ts';
import { createOwner, registerDiskContext, uploadBytes } from '../../../tests/helpers/photos.ts';
import { addPhoto, listImages } from '../../../tests/helpers/reports.ts';

const disk = registerDiskContext();

const reportPdf = (surveyId: number, cookie: string) =>
  disk.ctx.call('GET', `/api/surveys/${surveyId}/report.pdf`, { cookie });

test('a recorded photo appears in the PDF as its report copy, at most 1200 px', async () => {
  const owner = await createOwner(disk.ctx);
  const uploadURL = await uploadBytes(
    disk.ctx,
    owner.cookie,
    owner.equipment.id,
    await createNoisyJpeg(2000, 1500),
  );
  const recorded = await disk.ctx.call('POST', `/api/equipment/${owner.equipment.id}/photos`, {
    cookie: owner.cookie,
    body: { photoUrl: uploadURL.split('?')[0], description: 'Basin' },
  });
  expect(recorded.statusCode).toBe(201);
  const key = (recorded.json().url as string).replace('/api/objects/', '');

  const first = await listImages((await reportPdf(owner.survey.id, owner.cookie)).rawPayload);
  expect(first).toEqual([{ type: 'image', width: REPORT_COPY_EDGE, height: 900, encoding: 'jpeg' }]);

  // The PDF reads the stored copy (it does not scale the full photo again): replace the copy and it shows.
  const marker = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0a0' } })
    .jpeg()
    .toBuffer();
  await disk.ctx.deps.storage.writeFile(reportCopyKeyFor(key), marker);
  const second = await listImages((await reportPdf(owner.survey.id, owner.cookie)).rawPayload);
  expect(second.map(({ width, height }) => [width, height])).toEqual([[300, 200]]);
});

test('a large photo stored before report copies existed is scaled down for the PDF', async () => {
  const owner = await createOwner(disk.ctx);
  const survey = await createSurvey(disk.ctx.db, { userId: owner.user.id });
  const unit = await createEquipment(disk.ctx.db, survey.id, { name: 'Old tower' });
  await addPhoto(disk.ctx, owner.user.id, unit.id, await createNoisyJpeg(1600, 2400, 7), 'Old photo');
  const images = await listImages((await reportPdf(survey.id, owner.cookie)).rawPayload);
  expect(images).toEqual([{ type: 'image', width: 800, height: REPORT_COPY_EDGE, encoding: 'jpeg' }]);
});
