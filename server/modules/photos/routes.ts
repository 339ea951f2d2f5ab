import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { EQUIPMENT_NOT_FOUND, PHOTO_NOT_FOUND } from '#server/lib/not-found.ts';
import { type BeforeInput, noContent, route } from '#server/plugins/route.ts';
import {
  EquipmentPhotoSchema,
  PhotoCreateInputSchema,
  PhotoUploadRequestSchema,
  PhotoUploadTicketSchema,
} from '#shared/schemas/photos.ts';
import { checkPhotoEquipment, deletePhoto, listPhotos, requestPhotoUpload } from './photos.ts';
import { presentPhoto } from './presenter.ts';
import { recordPhoto } from './record-photo.ts';

/** Equipment photos: an upload link, recording the uploaded file, listing and deleting. */
export async function photoRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const EQUIPMENT = { id: EQUIPMENT_NOT_FOUND };
  // The equipment is checked before the body (and only here), so another user's id answers 404 whatever is sent.
  const equipmentFound = ({ user, params }: BeforeInput<'subscriber', typeof EQUIPMENT>) =>
    checkPhotoEquipment(db, user.id, params.id);

  app.post(
    '/equipment/:id/photos/upload',
    route(
      {
        access: 'subscriber',
        params: EQUIPMENT,
        before: equipmentFound,
        body: PhotoUploadRequestSchema,
        responds: { 200: PhotoUploadTicketSchema },
      },
      async ({ user, body }) => requestPhotoUpload(app.deps, user.id, body),
    ),
  );

  app.post(
    '/equipment/:id/photos',
    route(
      {
        access: 'subscriber',
        params: EQUIPMENT,
        before: equipmentFound,
        body: PhotoCreateInputSchema,
        responds: { 200: EquipmentPhotoSchema, 201: EquipmentPhotoSchema },
      },
      async ({ user, params, body }, request, reply) => {
        const deps = { ...app.deps, log: request.log };
        const { row, created } = await recordPhoto(deps, user.id, params.id, body);
        // 200 when the client id names a photo recorded before (decision 041).
        return reply.status(created ? 201 : 200).send(presentPhoto(row));
      },
    ),
  );

  app.get(
    '/equipment/:id/photos',
    route(
      { access: 'subscriber', params: EQUIPMENT, responds: { 200: z.array(EquipmentPhotoSchema) } },
      async ({ user, params }) => (await listPhotos(db, user.id, params.id)).map(presentPhoto),
    ),
  );

  app.delete(
    '/equipment/photos/:photoId',
    noContent({ access: 'subscriber', params: { photoId: PHOTO_NOT_FOUND } }, ({ user, params }, request) =>
      deletePhoto({ ...app.deps, log: request.log }, user.id, params.photoId),
    ),
  );
}
