import type { ReactNode } from 'react';
import type { ChemicalResult } from '#shared/calc/index.ts';
import type { Equipment } from '#shared/schemas/equipment.ts';
import type { RowSaveState } from '../../lib/chemical-autosaver.ts';
import type { EditorRow, RowFields } from '../../lib/chemical-rows.ts';

/** What a chemical row needs to render, in the table and as a card. */
export interface RowViewProps {
  index: number;
  row: EditorRow;
  figures: ChemicalResult | undefined;
  saveState: RowSaveState | undefined;
  equipment: Equipment[];
  canRemove: boolean;
  onEdit: (fields: Partial<RowFields>) => void;
  onRemove: () => void;
  /** "Price book: $2.65 (was $2.45)" with Update, when the row's product has a new price. */
  priceNotice?: ReactNode;
}

/** The editor's warning for a row that treats no system. */
export const NO_SYSTEM_WARNING = 'Please select at least one system to calculate usage rates';

/** A row's display name for labels: its name, or "Chemical <n>". */
export function rowLabel(row: EditorRow, index: number): string {
  return row.name.trim() || `Chemical ${index + 1}`;
}
