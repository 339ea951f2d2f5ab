import type { FastifyInstance } from 'fastify';
import { PhotoCreateInputSchema, PhotoUploadRequestSchema } from '#shared/schemas/survey.ts';
import { notFound } from '../../lib/errors.ts';
import { parseId, parseInput } from '../../lib/validation.ts';
import { requireSubscriber } from '../../plugins/auth.ts';
import { deletePhoto, findOwnedPhoto, listPhotos, presentPhoto } from '../../services/files/photos.ts';
import { recordPhoto } from '../../services/files/record-photo.ts';
import { assertDeclaredSize, createUploadTicket } from '../../services/files/uploads.ts';
import { EQUIPMENT_NOT_FOUND, requireOwnedEquipment } from '../../services/surveys/ownership.ts';

const PHOTO_NOT_FOUND = 'Photo not found';

/** Equipment photos: an upload link, recording the uploaded file, listing and deleting. */
export async function photoRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  async function parseOwnedEquipmentId(userId: string, param: unknown): Promise<number> {
    const equipmentId = parseId(param, EQUIPMENT_NOT_FOUND);
    return (await requireOwnedEquipment(db, userId, equipmentId)).id;
  }

  app.post<{ Params: { id: string } }>('/equipment/:id/photos/upload', async (request) => {
    const user = requireSubscriber(request);
    await parseOwnedEquipmentId(user.id, request.params.id);
    const input = parseInput(PhotoUploadRequestSchema, request.body);
    assertDeclaredSize(input.size ?? undefined, input.fileName ?? undefined);
    const { uploadURL } = await createUploadTicket(app.deps, {
      userId: user.id,
      kind: 'photo',
      size: input.size ?? undefined,
    });
    return { uploadURL };
  });

  app.post<{ Params: { id: string } }>('/equipment/:id/photos', async (request, reply) => {
    const user = requireSubscriber(request);
    const equipmentId = await parseOwnedEquipmentId(user.id, request.params.id);
    const input = parseInput(PhotoCreateInputSchema, request.body);
    const photo = await recordPhoto({ ...app.deps, log: request.log }, user.id, equipmentId, input);
    return reply.status(201).send(presentPhoto(photo));
  });

  app.get<{ Params: { id: string } }>('/equipment/:id/photos', async (request) => {
    const user = requireSubscriber(request);
    const equipmentId = await parseOwnedEquipmentId(user.id, request.params.id);
    return (await listPhotos(db, equipmentId)).map(presentPhoto);
  });

  app.delete<{ Params: { photoId: string } }>('/equipment/photos/:photoId', async (request, reply) => {
    const user = requireSubscriber(request);
    const photoId = parseId(request.params.photoId, PHOTO_NOT_FOUND);
    const photo = await findOwnedPhoto(db, user.id, photoId);
    if (!photo) throw notFound(PHOTO_NOT_FOUND);
    await deletePhoto({ ...app.deps, log: request.log }, photo);
    return reply.status(204).send();
  });
}
