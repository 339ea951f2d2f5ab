import mammoth from 'mammoth';
import { inflateDocxArchive } from './docx-archive.ts';
import { EXTRACTION_LIMITS } from './limits.ts';
import { type ExtractedDocument, type TextBlock, UnreadableDocumentError } from './types.ts';

/** Numbers paragraphs and keeps at most maxChars characters of them. */
function toParagraphBlocks(paragraphs: string[], source: 'docx' | 'text'): ExtractedDocument {
  const blocks: TextBlock[] = [];
  let chars = 0;
  let isTruncated = false;
  for (const raw of paragraphs) {
    const text = raw.trim();
    if (text === '') continue;
    if (chars + text.length > EXTRACTION_LIMITS.maxChars) {
      isTruncated = true;
      break;
    }
    chars += text.length;
    blocks.push({ text, location: `paragraph ${blocks.length + 1}` });
  }
  return { source, blocks, pageCount: null, isTruncated };
}

/** A plain-text RFP: paragraphs are separated by blank lines; line breaks inside one are kept. */
export function extractPlainText(bytes: Uint8Array): ExtractedDocument {
  const text = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
  return toParagraphBlocks(text.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/), 'text');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * The paragraphs of mammoth's HTML as text: a paragraph, list item, heading or table cell is one block, and a
 * line break inside a paragraph (Shift+Enter in Word) stays a line break. (mammoth's raw text drops those breaks
 * and glues the words on both sides together.)
 */
function htmlParagraphs(html: string): string[] {
  return html
    .replace(/<br\s*\/?>/g, '\n')
    .split(/<\/(?:p|li|h[1-6]|td|th)>/)
    .map((part) =>
      part
        .replace(/<[^>]*>/g, '')
        .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!),
    );
}

/**
 * A Word RFP through mammoth (images left out), one block per paragraph, line breaks kept. Mammoth gets the archive
 * as inflateDocxArchive rebuilt it (each part inflated under a hard cap on its real size), never the upload itself.
 */
export async function extractWordDocument(bytes: Uint8Array): Promise<ExtractedDocument> {
  const archive = inflateDocxArchive(bytes);
  let value: string;
  try {
    ({ value } = await mammoth.convertToHtml(
      { buffer: archive },
      { convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })) },
    ));
  } catch (error) {
    throw new UnreadableDocumentError('The Word document could not be read', { cause: error });
  }
  return toParagraphBlocks(htmlParagraphs(value), 'docx');
}
