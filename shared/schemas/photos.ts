import { z } from 'zod';
import { optionalText, requiredText, UploadRequestSchema } from './fields.ts';
import { idValue, isoTime, nullableText } from './response-fields.ts';
import { clientIdField } from './sync.ts';

/**
 * POST /api/equipment/{id}/photos/upload body: the file's exact size in bytes is required (the upload link is
 * made for that size only); name and type are optional, since the bytes are checked when they arrive.
 */
export const PhotoUploadRequestSchema = UploadRequestSchema;

export type PhotoUploadRequest = z.output<typeof PhotoUploadRequestSchema>;

/** POST /api/equipment/{id}/photos body: the uploaded URL (without its query) and a description. */
export const PhotoCreateInputSchema = z.object({
  photoUrl: requiredText('Photo URL is required', 1000),
  description: optionalText(500),
  clientId: clientIdField,
});
export type PhotoCreateInput = z.output<typeof PhotoCreateInputSchema>;

/** A photo of a piece of equipment as the API returns it. */
export const EquipmentPhotoSchema = z.object({
  id: idValue,
  equipmentId: idValue,
  photoUrl: z.string(),
  description: nullableText,
  /** The id the device made when it recorded the photo offline, else null (docs/decisions/041). */
  clientId: nullableText,
  createdAt: isoTime,
  /** Where the browser displays the photo: owner-only, served (or redirected) by the server. */
  url: z.string(),
});
export type EquipmentPhoto = z.infer<typeof EquipmentPhotoSchema>;

/** POST /api/equipment/{id}/photos/upload: the one-time link the browser PUTs the bytes to. */
export const PhotoUploadTicketSchema = z.object({ uploadURL: z.string() });

/** PUT /api/objects/{key} with disk storage: the bytes were received and kept. */
export const UploadReceivedSchema = z.object({ ok: z.literal(true) });
