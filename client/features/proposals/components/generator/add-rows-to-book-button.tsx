import { BookPlus } from 'lucide-react';
import { useState } from 'react';
import { useSaveProduct } from '#client/api/products.ts';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { isApiError } from '#client/lib/api.ts';
import type { Equipment } from '#shared/schemas/equipment.ts';
import type { ChemicalEditor } from '../../hooks/use-chemical-editor.ts';
import { productInputFromRow } from '../../lib/product-row.ts';

/**
 * "Add typed rows to price book": each named row that did not come from the book becomes a product (its name,
 * type, rate, density, price and the types of its systems) and the row is linked to it, so later price changes
 * are offered. A name already in the book is left as it is and reported.
 */
export function AddRowsToBookButton({
  editor,
  equipment,
}: {
  editor: ChemicalEditor;
  equipment: Equipment[];
}) {
  const save = useSaveProduct();
  const [isWorking, setIsWorking] = useState(false);
  const typed = editor.rows.filter((row) => row.productId === null && row.name.trim() !== '');
  if (typed.length === 0) return null;

  const handleClick = async () => {
    setIsWorking(true);
    const added: string[] = [];
    const refused: string[] = [];
    for (const row of typed) {
      try {
        const product = await save.mutateAsync({ id: null, input: productInputFromRow(row, equipment) });
        editor.editRow(row.tempId, { productId: product.id, productUnitCost: product.unitCost });
        added.push(product.name);
      } catch (error) {
        refused.push(`${row.name.trim()}${isApiError(error, 409) ? ' (already in the book)' : ''}`);
      }
    }
    setIsWorking(false);
    toast({
      title: added.length ? 'Added to your price book' : 'Nothing added',
      description: [added.join(', '), refused.length ? `Not added: ${refused.join(', ')}.` : '']
        .filter(Boolean)
        .join('. '),
      variant: refused.length && !added.length ? 'destructive' : undefined,
    });
  };

  return (
    <Button variant="ghost" size="sm" onClick={() => void handleClick()} disabled={isWorking}>
      <BookPlus aria-hidden="true" />
      Add typed rows to price book
    </Button>
  );
}
