import sharp from 'sharp';

/** Photos the report bench records per system (the first PHOTO_SYSTEMS systems), through the app's upload routes. */
export const PHOTOS_PER_SYSTEM = 2;
export const PHOTO_SYSTEMS = 6;

const SOURCE = { width: 2016, height: 1512 } as const;

/**
 * A camera-like JPEG: smooth shading with edges and fine grain, so it compresses like a photo (about 1–2 bits
 * per pixel) rather than like flat color or pure noise; the same bytes for the same seed.
 */
export async function createPhotoLikeJpeg(seed: number): Promise<Buffer> {
  const { width, height } = SOURCE;
  const pixels = Buffer.alloc(width * height * 3);
  let state = (seed * 2654435761) >>> 0 || 1;
  const phase = seed * 0.7;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      const grain = (state & 0x1f) - 16;
      const band = Math.sin(x / 90 + phase) * 60 + Math.cos(y / 70 - phase) * 50;
      const edge = (Math.floor(x / 240) + Math.floor(y / 180)) % 2 ? 30 : -30;
      const i = (y * width + x) * 3;
      pixels[i] = clamp(120 + band + edge + grain);
      pixels[i + 1] = clamp(130 + band * 0.6 - edge + grain);
      pixels[i + 2] = clamp(110 - band * 0.4 + grain);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

function clamp(value: number): number {
  return Math.max(0, Math.min(255, Math.round(value)));
}

async function call(url: string, cookie: string, init: RequestInit): Promise<Response> {
  const res = await fetch(url, { ...init, headers: { cookie, ...init.headers } });
  if (!res.ok)
    throw new Error(`${init.method} ${url} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return res;
}

/** Records a photo the way the app does (upload URL, PUT, record), so its report copy is the app's own. */
export async function recordPhoto(
  baseUrl: string,
  cookie: string,
  equipmentId: number,
  bytes: Buffer,
  description: string,
): Promise<void> {
  const json = { 'content-type': 'application/json' };
  const ticket = await call(`${baseUrl}/api/equipment/${equipmentId}/photos/upload`, cookie, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ size: bytes.length, fileName: 'photo.jpg', contentType: 'image/jpeg' }),
  });
  const { uploadURL } = (await ticket.json()) as { uploadURL: string };
  const target = uploadURL.startsWith('http') ? uploadURL : `${baseUrl}${uploadURL}`;
  await call(target, cookie, {
    method: 'PUT',
    headers: { 'content-type': 'image/jpeg' },
    body: new Uint8Array(bytes),
  });
  await call(`${baseUrl}/api/equipment/${equipmentId}/photos`, cookie, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ photoUrl: uploadURL.split('?')[0], description }),
  });
}
