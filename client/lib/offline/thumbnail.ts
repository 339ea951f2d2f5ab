/** The longest side of a queued photo's thumbnail (what the device shows until the photo is uploaded). */
const THUMBNAIL_SIDE = 480;

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/**
 * A small JPEG data URL of the photo, kept in the read cache so the queued photo shows after a reload offline (a
 * blob: URL dies with the page). Falls back to the file itself where the browser cannot decode it.
 */
export async function makeThumbnail(file: Blob): Promise<string> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, THUMBNAIL_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return canvas.toDataURL('image/jpeg', 0.75);
  } catch {
    return readAsDataUrl(file);
  }
}
