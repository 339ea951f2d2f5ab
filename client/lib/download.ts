/** The file name a Content-Disposition header gives (RFC 5987 `filename*` first), if it names one. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1]!);
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? null;
}

/** Saves a blob as a file through a temporary link (the browser's own download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob when the click is handled; release it a little later.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Saves a file response under the name its Content-Disposition gives (else `fallbackName`); answers the name. */
export async function saveResponseAsFile(res: Response, fallbackName: string): Promise<string> {
  const fileName = fileNameFromDisposition(res.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(await res.blob(), fileName);
  return fileName;
}
