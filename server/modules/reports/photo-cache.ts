import type { PhotoContent } from './load-report-photos.ts';

/** Where a cached photo came from: its stored report copy, or the original scaled down here. */
export type PhotoSource = 'copy' | 'original';

interface Entry {
  size: number;
  content: PhotoContent;
  bytes: number;
}

// A verdict (unsupported, unreadable) still costs its key and entry.
const ENTRY_OVERHEAD = 256;

/**
 * Photos ready for the PDF, by storage key, kept while the file they were made from keeps its size: a report
 * copy is then embedded without reading it again, and an old photo without a copy is not scaled down again
 * (sharp, the costliest step of a report). Least recently used entries go first past `maxBytes`.
 */
export class PhotoCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The content made from `source` of the photo at `key` when that file was `size` bytes; undefined otherwise. */
  get(key: string, source: PhotoSource, size: number): PhotoContent | undefined {
    const id = `${source}:${key}`;
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    // A file of another size is another file: the entry is dropped and the caller reads the new one.
    this.entries.delete(id);
    if (entry.size !== size) {
      this.bytes -= entry.bytes;
      return undefined;
    }
    this.entries.set(id, entry);
    return entry.content;
  }

  /** Keeps the content made from a file of `size` bytes (not when it alone is larger than the budget). */
  set(key: string, source: PhotoSource, size: number, content: PhotoContent): void {
    const id = `${source}:${key}`;
    const bytes = ENTRY_OVERHEAD + (content.kind === 'image' ? content.data.length : 0);
    const previous = this.entries.get(id);
    if (previous) {
      this.entries.delete(id);
      this.bytes -= previous.bytes;
    }
    if (bytes > this.maxBytes) return;
    this.entries.set(id, { size, content, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  /** Bytes held now (image bytes plus a small allowance per entry). */
  get heldBytes(): number {
    return this.bytes;
  }
}
