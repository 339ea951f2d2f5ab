import type { PriceUnit, RateUnit } from '#shared/calc/index.ts';
import type { Chemical } from '#shared/schemas/proposal.ts';

/** Temporary ids of new rows start here, so they never look like small server ids. */
export const FIRST_TEMP_ID = 1000;

/** Density the engine assumes for ppm rates, shown as the density field's default. */
export const PPM_DENSITY_DEFAULT = '8.34';

/** The rate units of the editor, with their labels. */
export const RATE_UNIT_OPTIONS: { value: RateUnit; label: string }[] = [
  { value: 'lbs/1000gal', label: 'lbs/1000gal' },
  { value: 'ppm/1000gal', label: 'ppm/1000gal' },
  { value: 'ml/min', label: 'ml/min' },
  { value: 'gal/day', label: 'gal/day' },
];

/** The price units of the editor, with their labels. */
export const PRICE_UNIT_OPTIONS: { value: PriceUnit; label: string }[] = [
  { value: 'gallon', label: 'per gallon' },
  { value: 'pound', label: 'per pound' },
];

/** One chemical row as the editor holds it: numbers as typed, the server id once it is saved. */
export interface EditorRow {
  /** The row's identity in the editor (and the tempId sent to the server): 1000 or more, unique. */
  tempId: number;
  /** The server's id, once the row is saved. */
  serverId: number | null;
  name: string;
  type: string;
  systemIds: number[];
  treatmentRate: string;
  rateUnit: RateUnit;
  density: string;
  unitCost: string;
  priceUnit: PriceUnit;
  /** The price-book product the row was filled from, and its price then (null: typed by hand). */
  productId: number | null;
  productUnitCost: number | null;
}

/** The editable fields of a row. */
export type RowFields = Omit<EditorRow, 'tempId' | 'serverId'>;

/** Hands out temporary ids: 1000 or more, always increasing, never one already in use. */
export interface TempIdAllocator {
  next: () => number;
  /** Marks ids as used (rows loaded from the server keep theirs), so later ids go above them. */
  reserve: (ids: Iterable<number | null | undefined>) => void;
}

/** A new temporary id allocator starting at 1000. */
export function createTempIdAllocator(): TempIdAllocator {
  let last = FIRST_TEMP_ID - 1;
  return {
    next: () => {
      last += 1;
      return last;
    },
    reserve: (ids) => {
      for (const id of ids) if (typeof id === 'number' && Number.isInteger(id) && id > last) last = id;
    },
  };
}

/** A blank row with a fresh temporary id, priced per gallon and dosed in lbs/1000gal (the defaults). */
export function createBlankRow(tempId: number): EditorRow {
  return {
    tempId,
    serverId: null,
    name: '',
    type: 'treatment',
    systemIds: [],
    treatmentRate: '',
    rateUnit: 'lbs/1000gal',
    density: '',
    unitCost: '',
    priceUnit: 'gallon',
    productId: null,
    productUnitCost: null,
  };
}

function numberText(value: number | null): string {
  return value === null || value === undefined ? '' : String(value);
}

function readRateUnit(value: string): RateUnit {
  return RATE_UNIT_OPTIONS.find((o) => o.value === value)?.value ?? 'lbs/1000gal';
}

function readPriceUnit(value: string): PriceUnit {
  return value === 'pound' ? 'pound' : 'gallon';
}

/**
 * Editor rows from the server's chemicals, in order. A row keeps its stored tempId when it is a valid, unused
 * one (1000 or more); otherwise it gets a fresh one, so every row has a unique identity.
 */
export function rowsFromChemicals(chemicals: Chemical[], allocator: TempIdAllocator): EditorRow[] {
  allocator.reserve(chemicals.map((c) => c.tempId));
  const used = new Set<number>();
  return chemicals.map((chemical) => {
    const stored = chemical.tempId;
    const isUsable = typeof stored === 'number' && stored >= FIRST_TEMP_ID && !used.has(stored);
    const tempId = isUsable ? stored : allocator.next();
    used.add(tempId);
    const systemIds = chemical.systemIds.length
      ? chemical.systemIds
      : chemical.equipmentId
        ? [chemical.equipmentId]
        : [];
    return {
      tempId,
      serverId: chemical.id,
      name: chemical.name,
      type: chemical.type || 'treatment',
      systemIds,
      treatmentRate: numberText(chemical.treatmentRate),
      rateUnit: readRateUnit(chemical.rateUnit),
      density: numberText(chemical.density),
      unitCost: numberText(chemical.unitCost),
      priceUnit: readPriceUnit(chemical.priceUnit),
      productId: chemical.productId ?? null,
      productUnitCost: chemical.productUnitCost ?? null,
    };
  });
}

/** Applies an edit to a row; switching to a ppm rate with no density fills in the 8.34 default. */
export function applyRowEdit(row: EditorRow, fields: Partial<RowFields>): EditorRow {
  const next = { ...row, ...fields };
  const isSwitchToPpm = fields.rateUnit === 'ppm/1000gal' && row.rateUnit !== 'ppm/1000gal';
  if (isSwitchToPpm && next.density.trim() === '') next.density = PPM_DENSITY_DEFAULT;
  return next;
}

/** The last remaining row cannot be removed. */
export function canRemoveRow(rowCount: number): boolean {
  return rowCount > 1;
}

/** Maps a saved chemical onto the editor row it came from, matched by the echoed tempId. */
export function applySavedChemical(rows: EditorRow[], chemical: Chemical): EditorRow[] {
  return rows.map((row) =>
    row.tempId === chemical.tempId && row.serverId !== chemical.id ? { ...row, serverId: chemical.id } : row,
  );
}

/** True when the row names a chemical, which the server requires before it can be saved. */
export function hasRequiredFields(row: Pick<EditorRow, 'name'>): boolean {
  return row.name.trim() !== '';
}

/** True for a row nobody has touched yet: no name, never saved (a price-book product may fill it instead). */
export function isBlankRow(row: EditorRow): boolean {
  return row.serverId === null && row.name.trim() === '' && row.treatmentRate === '' && row.unitCost === '';
}
