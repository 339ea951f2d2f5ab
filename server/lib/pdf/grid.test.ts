import { describe, expect, test } from 'vitest';
import { createPdfDocument, finishPdf } from './document.ts';
import { drawGrid, type GridCell, type GridOptions } from './grid.ts';
import { type Doc, FONT, THEME } from './layout.ts';

const RULE = { border: { top: 0, left: 0, right: 0, bottom: 0.5 }, borderColor: THEME.rule } as const;
const LONG =
  'Make-up water from the municipal supply, softened at the twin softener; the tower bleeds on conductivity at ' +
  '1,500 µS/cm and the inhibitor is fed in proportion to make-up. Sampled at the make-up line.';

const header = (text: string): GridCell => ({
  text,
  font: { src: FONT.bold, size: 8.5 },
  textColor: THEME.muted,
  backgroundColor: THEME.brandTint,
});

const CASES: Record<string, GridOptions> = {
  'labels and values with a wide row': {
    columnStyles: [118, '*', 118, '*'],
    defaultStyle: { ...RULE, padding: [5, 6, 5, 0] },
    data: [
      [
        {
          text: 'Facility',
          font: { src: FONT.bold, size: 8 },
          textColor: THEME.muted,
          padding: [6.5, 6, 5, 0],
        },
        { text: "St. Mary's Hospital", textColor: THEME.ink },
        {
          text: 'Contact',
          font: { src: FONT.bold, size: 8 },
          textColor: THEME.muted,
          padding: [6.5, 6, 5, 0],
        },
        { text: 'Not recorded', textColor: THEME.faint },
      ],
      [
        {
          text: 'Comments',
          font: { src: FONT.bold, size: 8 },
          textColor: THEME.muted,
          padding: [6.5, 6, 5, 0],
        },
        { text: LONG, textColor: THEME.ink, colSpan: 3 },
      ],
      [{ text: 'Odd' }, { text: '' }, { text: '' }, { text: '' }],
    ],
  },
  'a header row on a tinted band, then many rows across a page break': {
    columnStyles: [170, 150, '*'],
    defaultStyle: { ...RULE, padding: [5, 8, 5, 8] },
    data: [
      [header('PARAMETER'), header('RESULT'), header('UNITS')],
      ...Array.from({ length: 60 }, (_, i): GridCell[] => [
        { text: `Parameter ${i + 1}`, font: { src: FONT.bold, size: 9.5 }, textColor: THEME.ink },
        { text: i % 7 === 3 ? LONG : `${(i * 13.7).toFixed(1)}`, textColor: THEME.ink },
        { text: i % 5 === 0 ? '' : 'mg/L as CaCO₃', textColor: THEME.muted },
      ]),
    ],
  },
  'two columns, the second shared': {
    columnStyles: [170, '*'],
    defaultStyle: { ...RULE, padding: [4, 6, 4, 0] },
    data: [
      [
        { text: 'Inhibitor 3300', font: { src: FONT.bold, size: 9.5 } },
        { text: 'No description', textColor: THEME.faint },
      ],
      [{ text: 'Biocide', font: { src: FONT.bold, size: 9.5 } }, { text: LONG }],
    ],
  },
};

/** A document with text before and after the grid, drawn by `draw`; its bytes without the random file id. */
async function render(draw: (doc: Doc, options: GridOptions) => void, options: GridOptions, startY: number) {
  const doc = createPdfDocument({ title: 'Grid', generatedAt: new Date('2026-01-05T12:00:00Z') });
  doc.font(FONT.body).fontSize(10).text('Before the grid', doc.page.margins.left, startY);
  doc.x = doc.page.margins.left;
  doc.font(FONT.body).fontSize(9.5);
  draw(doc, structuredClone(options));
  doc.font(FONT.body).fontSize(10).text('After the grid');
  const bytes = await finishPdf(doc);
  return bytes.toString('latin1').replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/, '');
}

describe('drawGrid draws what pdfkit’s table draws, byte for byte', () => {
  for (const [name, options] of Object.entries(CASES)) {
    for (const startY of [80, 640]) {
      test(`${name}, starting at y ${startY}`, async () => {
        const table = await render((doc, o) => doc.table(o as PDFKit.Mixins.TableOptions), options, startY);
        const grid = await render(drawGrid, options, startY);
        expect(grid.length).toBeGreaterThan(1000);
        expect(grid).toBe(table);
      });
    }
  }

  test('a cell longer than a page is cut with an ellipsis at the page’s height, on a page of its own', async () => {
    const options: GridOptions = {
      columnStyles: [100, '*'],
      defaultStyle: { ...RULE, padding: [5, 6, 5, 0] },
      data: [[{ text: 'Notes' }, { text: Array.from({ length: 80 }, () => LONG).join('\n') }]],
    };
    const table = await render((doc, o) => doc.table(o as PDFKit.Mixins.TableOptions), options, 80);
    expect(await render(drawGrid, options, 80)).toBe(table);
  });

  test('doc.y ends under the grid, where the table leaves it', async () => {
    const ends: number[] = [];
    for (const draw of [(doc: Doc, o: GridOptions) => doc.table(o as PDFKit.Mixins.TableOptions), drawGrid]) {
      await render(
        (doc, o) => {
          draw(doc, o);
          ends.push(doc.y, doc.x, doc.bufferedPageRange().count);
        },
        CASES['a header row on a tinted band, then many rows across a page break']!,
        640,
      );
    }
    expect(ends.slice(3)).toEqual(ends.slice(0, 3));
    expect(ends[2]).toBeGreaterThan(1);
  });
});
