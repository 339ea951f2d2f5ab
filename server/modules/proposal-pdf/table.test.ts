import { expect, test } from 'vitest';
import { createPdfDocument, finishPdf } from '#server/lib/pdf/document.ts';
import { runPoppler } from '../../../tests/helpers/pdf-text.ts';
import { drawTable } from './table.ts';

// The proposal's tables drawn by the one PDF table engine (pdf/grid.ts, issue 19): a long table repeats its
// header on every page it runs onto, and its total stays with the last row.

async function pagesOf(rows: number, startY = 72): Promise<string[]> {
  const doc = createPdfDocument({ title: 'Table', generatedAt: new Date('2026-01-05T12:00:00Z') });
  doc.y = startY;
  drawTable(doc, {
    header: ['Product', 'Systems', 'Annual cost'],
    rows: Array.from({ length: rows }, (_, i) => [
      { text: `Product ${i + 1}` },
      { text: 'Cooling Tower CT-1 and Cooling Tower CT-2' },
      { text: `$${(i + 1) * 100}` },
    ]),
    footer: [
      { text: 'Total annual cost', isBold: true, span: 2 },
      { text: '$9,999', isBold: true },
    ],
    align: ['left', 'left', 'right'],
  });
  const text = await runPoppler('pdftotext', await finishPdf(doc), (file) => ['-raw', file, '-']);
  return text.split('\f').filter((page) => page.trim());
}

test('a table over several pages has its header on each page, and the total on the page of the last row', async () => {
  const pages = await pagesOf(60);
  expect(pages.length).toBeGreaterThan(1);
  for (const page of pages) expect(page).toContain('Annual cost');
  const last = pages.at(-1)!;
  expect(last).toContain('Product 60');
  expect(last).toContain('Total annual cost');
  expect(pages.slice(0, -1).join('')).not.toContain('Total annual cost');
});

test('a header that would sit alone at the foot of a page moves to the next page with the first row', async () => {
  const pages = await pagesOf(2, 740);
  expect(pages.length).toBe(1);
  expect(pages[0]).toMatch(/Annual cost[\s\S]*Product 1/);
});
