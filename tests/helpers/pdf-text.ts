import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// Reading PDFs in tests with poppler (pdftotext, pdfinfo, pdffonts, pdftoppm), as a person's viewer would.

const run = promisify(execFile);

/** Runs a poppler tool on PDF bytes saved to a temporary file; `fileArgs` places the file among the arguments. */
export async function runPoppler(
  tool: string,
  pdf: Buffer,
  fileArgs: (file: string) => string[],
): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'aqs-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run(tool, fileArgs(file), { maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The PDF's text in drawing order (pdftotext -raw), with runs of white space (line breaks too) made one space. */
export async function extractText(pdf: Buffer, pages?: { first: number; last: number }): Promise<string> {
  const range = pages ? ['-f', String(pages.first), '-l', String(pages.last)] : [];
  return (await runPoppler('pdftotext', pdf, (file) => ['-raw', ...range, file, '-'])).replace(/\s+/g, ' ');
}

function decodeXml(text: string): string {
  return text
    .replace(/&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * The PDF's text blocks as pdftotext finds them (-bbox-layout), each one line of text: a paragraph, a heading,
 * or one table cell (a cell's wrapped lines form one block, apart from its neighbours).
 */
export async function textBlocks(pdf: Buffer): Promise<string[]> {
  const html = await runPoppler('pdftotext', pdf, (file) => ['-bbox-layout', file, '-']);
  return [...html.matchAll(/<block[^>]*>([\s\S]*?)<\/block>/g)].map((block) =>
    decodeXml([...block[1]!.matchAll(/<word[^>]*>([^<]*)<\/word>/g)].map((word) => word[1]).join(' ')),
  );
}

/** pdfinfo's fields (Pages, Page size, Title...). */
export async function pdfInfo(pdf: Buffer): Promise<Record<string, string>> {
  const out = await runPoppler('pdfinfo', pdf, (file) => [file]);
  return Object.fromEntries(
    out
      .split('\n')
      .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1]!.trim(), match[2]!.trim()]),
  );
}

/** The fonts pdffonts lists: name, whether embedded. */
export async function pdfFonts(pdf: Buffer): Promise<{ name: string; isEmbedded: boolean }[]> {
  const out = await runPoppler('pdffonts', pdf, (file) => [file]);
  return out
    .trim()
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .map((cells) => ({ name: cells[0]!, isEmbedded: cells.at(-5) === 'yes' }));
}

/** The first page (1-based) whose text holds `needle`, or null. */
export async function findPage(pdf: Buffer, needle: string): Promise<number | null> {
  const pages = Number((await pdfInfo(pdf)).Pages);
  for (let page = 1; page <= pages; page++) {
    if ((await extractText(pdf, { first: page, last: page })).includes(needle)) return page;
  }
  return null;
}

/** Renders one page as a PNG at `dpi` (pdftoppm) to `pngPath`. */
export async function renderPage(pdf: Buffer, page: number, pngPath: string, dpi = 80): Promise<void> {
  const target = pngPath.replace(/\.png$/, '');
  await runPoppler('pdftoppm', pdf, (file) => [
    '-png',
    '-r',
    String(dpi),
    '-f',
    String(page),
    '-l',
    String(page),
    '-singlefile',
    file,
    target,
  ]);
}
