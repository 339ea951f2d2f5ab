import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { EquipmentPhotoSchema, PhotoUploadTicketSchema } from '#shared/schemas/photos.ts';
import { parseId } from '../../lib/validation.ts';
import { requireSubscriber } from '../../plugins/auth.ts';
import { respondsWith } from '../../plugins/openapi.ts';
import { deletePhoto, listPhotos, presentPhoto, requestPhotoUpload } from '../../services/files/photos.ts';
import { recordPhoto } from '../../services/files/record-photo.ts';
import { EQUIPMENT_NOT_FOUND, PHOTO_NOT_FOUND } from '../../services/not-found.ts';

const UPLOAD_TICKET = respondsWith({ 200: PhotoUploadTicketSchema });
const LIST = respondsWith({ 200: z.array(EquipmentPhotoSchema) });
const CREATED = respondsWith({ 200: EquipmentPhotoSchema, 201: EquipmentPhotoSchema });
const NO_CONTENT = respondsWith({ 204: null });

/** Equipment photos: an upload link, recording the uploaded file, listing and deleting. */
export async function photoRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.post<{ Params: { id: string } }>('/equipment/:id/photos/upload', UPLOAD_TICKET, async (request) => {
    const user = requireSubscriber(request);
    const equipmentId = parseId(request.params.id, EQUIPMENT_NOT_FOUND);
    return requestPhotoUpload(app.deps, user.id, equipmentId, request.body);
  });

  app.post<{ Params: { id: string } }>('/equipment/:id/photos', CREATED, async (request, reply) => {
    const user = requireSubscriber(request);
    const equipmentId = parseId(request.params.id, EQUIPMENT_NOT_FOUND);
    // The service checks the equipment before the body, so another user's id answers 404 whatever is sent.
    const { row, created } = await recordPhoto(
      { ...app.deps, log: request.log },
      user.id,
      equipmentId,
      request.body,
    );
    // 200 when the client id names a photo recorded before (decision 041).
    return reply.status(created ? 201 : 200).send(presentPhoto(row));
  });

  app.get<{ Params: { id: string } }>('/equipment/:id/photos', LIST, async (request) => {
    const user = requireSubscriber(request);
    const equipmentId = parseId(request.params.id, EQUIPMENT_NOT_FOUND);
    return (await listPhotos(db, user.id, equipmentId)).map(presentPhoto);
  });

  app.delete<{ Params: { photoId: string } }>(
    '/equipment/photos/:photoId',
    NO_CONTENT,
    async (request, reply) => {
      const user = requireSubscriber(request);
      const photoId = parseId(request.params.photoId, PHOTO_NOT_FOUND);
      await deletePhoto({ ...app.deps, log: request.log }, user.id, photoId);
      return reply.status(204).send();
    },
  );
}
