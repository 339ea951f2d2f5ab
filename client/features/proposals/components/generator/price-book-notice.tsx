import { Button } from '#client/components/ui/button.tsx';
import { formatUnitPrice } from '#shared/calc/format.ts';
import type { PriceBookChange } from '#shared/schemas/price-book.ts';
import type { EditorRow, RowFields } from '../../lib/chemical-rows.ts';

interface PriceBookNoticeProps {
  row: EditorRow;
  change: PriceBookChange | undefined;
  onEdit: (fields: Partial<RowFields>) => void;
}

/**
 * "Price book: $2.65 (was $2.45)" under a draft's row whose product has a new price; Update takes the new
 * price (and saves like any edit). The server offers changes only for drafts, so a sent proposal never shows it.
 */
export function PriceBookNotice({ row, change, onEdit }: PriceBookNoticeProps) {
  // Compared with the row as it is now: once updated here, the notice goes at once.
  if (!change || row.productId !== change.productId || row.productUnitCost === change.unitCost) return null;
  return (
    <p
      className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-amber-800"
      data-testid="price-book-notice"
    >
      <span>
        Price book: {formatUnitPrice(change.unitCost) || 'no price'} (was{' '}
        {formatUnitPrice(change.was) || 'no price'})
      </span>
      <Button
        type="button"
        variant="link"
        size="sm"
        className="h-auto p-0 text-xs"
        onClick={() =>
          onEdit({
            unitCost: change.unitCost === null ? '' : String(change.unitCost),
            productUnitCost: change.unitCost,
          })
        }
      >
        Update
      </Button>
    </p>
  );
}
