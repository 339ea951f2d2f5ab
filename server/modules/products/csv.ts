import Papa from 'papaparse';
import { PRODUCT_TYPES } from '#shared/enums.ts';
import { type ProductInput, ProductInputSchema } from '#shared/schemas/price-book.ts';
import type { ProductRow } from './products.ts';

/** The CSV columns, in export order; an import reads them by header, in any order. */
export const CSV_COLUMNS = [
  'name',
  'type',
  'treatment_rate',
  'rate_unit',
  'density',
  'unit_cost',
  'price_unit',
  'system_types',
  'notes',
] as const;
type CsvColumn = (typeof CSV_COLUMNS)[number];

const FIELD_OF: Record<CsvColumn, keyof ProductInput> = {
  name: 'name',
  type: 'type',
  treatment_rate: 'treatmentRate',
  rate_unit: 'rateUnit',
  density: 'density',
  unit_cost: 'unitCost',
  price_unit: 'priceUnit',
  system_types: 'systemTypes',
  notes: 'notes',
};

/** The most product rows one import may hold. */
export const MAX_IMPORT_ROWS = 5000;

/** One refused line of an import: its line number in the file (the header is line 1) and why. */
export interface CsvProblem {
  line: number;
  message: string;
}

/** An import read: the products, or every problem found (then nothing may be imported). */
export type CsvReading = { ok: true; products: ProductInput[] } | { ok: false; problems: CsvProblem[] };

// "Treatment Rate", "treatmentRate" and "treatment_rate" all name one column.
function columnOf(header: string): CsvColumn | null {
  const key = header
    .trim()
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .replace(/[\s-]+/g, '_')
    .toLowerCase();
  return (CSV_COLUMNS as readonly string[]).includes(key) ? (key as CsvColumn) : null;
}

// The export guards cells a spreadsheet would run as a formula with a leading apostrophe; reading undoes it.
function unguard(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

// A type may be written as its value ("oxidizing-biocide") or its label ("Oxidizing biocide").
function readType(cell: string): string {
  const found = PRODUCT_TYPES.find(
    (t) => t.value === cell.trim() || t.label.toLowerCase() === cell.trim().toLowerCase(),
  );
  return found?.value ?? cell;
}

function readRow(cells: string[], columns: (CsvColumn | null)[]): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  columns.forEach((column, index) => {
    if (!column) return;
    const cell = unguard(cells[index] ?? '');
    raw[FIELD_OF[column]] = column === 'type' ? readType(cell) : cell;
  });
  return raw;
}

interface ParsedLine {
  cells: string[];
  line: number;
}

// Papa Parse reports where each record ends; counting newlines up to a record's start gives its line number
// even when a quoted cell spans lines.
function parseLines(text: string): { lines: ParsedLine[]; problems: CsvProblem[] } {
  const lines: ParsedLine[] = [];
  const problems: CsvProblem[] = [];
  let start = 0;
  let line = 1;
  Papa.parse<string[]>(text, {
    header: false,
    // A CSV: guessing the delimiter of a one-column file reports an error on its first row.
    delimiter: ',',
    skipEmptyLines: false,
    step: (result) => {
      const end = result.meta.cursor;
      const cells = result.data;
      if (result.errors.length > 0) {
        problems.push({ line, message: `could not be read (${result.errors[0]!.message})` });
      } else if (cells.some((cell) => cell.trim() !== '')) {
        lines.push({ cells, line });
      }
      for (let at = start; at < end; at += 1) if (text.charCodeAt(at) === 10) line += 1;
      start = end;
    },
  });
  return { lines, problems };
}

/**
 * Reads a price-book CSV: a header row naming the columns, then one product per row. Every bad row is reported
 * with its line number and reason; a name that appears twice in the file is one of them.
 */
export function readProductsCsv(text: string): CsvReading {
  const { lines, problems } = parseLines(text.replace(/^\uFEFF/, ''));
  const [header, ...rows] = lines;
  if (!header)
    return {
      ok: false,
      problems: [{ line: 1, message: 'The file is empty: it needs a header row and one product per row' }],
    };
  const columns = header.cells.map(columnOf);
  if (!columns.includes('name')) {
    return {
      ok: false,
      problems: [
        {
          line: header.line,
          message: `The header row must name a "name" column (columns: ${CSV_COLUMNS.join(', ')})`,
        },
      ],
    };
  }
  if (rows.length > MAX_IMPORT_ROWS) {
    return {
      ok: false,
      problems: [{ line: 1, message: `A file may hold at most ${MAX_IMPORT_ROWS} products` }],
    };
  }
  const products: ProductInput[] = [];
  const firstLineOfName = new Map<string, number>();
  for (const { cells, line } of rows) {
    if (cells.length > columns.length) {
      problems.push({
        line,
        message: `has ${cells.length} cells but the header names ${columns.length} columns`,
      });
      continue;
    }
    const result = ProductInputSchema.safeParse(readRow(cells, columns));
    if (!result.success) {
      problems.push({ line, message: result.error.issues[0]!.message });
      continue;
    }
    const key = result.data.name.toLowerCase();
    const earlier = firstLineOfName.get(key);
    if (earlier !== undefined) {
      problems.push({ line, message: `"${result.data.name}" is already on line ${earlier}` });
      continue;
    }
    firstLineOfName.set(key, line);
    products.push(result.data);
  }
  problems.sort((a, b) => a.line - b.line);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, products };
}

function numberCell(value: number | null): string {
  return value === null ? '' : String(value);
}

/** The user's products as a CSV that imports back to the same catalog. */
export function writeProductsCsv(rows: ProductRow[]): string {
  const data = rows.map((row) => [
    row.name,
    row.type,
    numberCell(row.treatmentRate),
    row.rateUnit,
    numberCell(row.density),
    numberCell(row.unitCost),
    row.priceUnit,
    row.systemTypes.join('; '),
    row.notes ?? '',
  ]);
  return `${Papa.unparse({ fields: [...CSV_COLUMNS], data }, { escapeFormulae: true, newline: '\r\n' })}\r\n`;
}
