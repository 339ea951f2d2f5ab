import { Download, Pencil, Plus, Trash2, Upload } from 'lucide-react';
import { type ChangeEvent, useDeferredValue, useRef, useState } from 'react';
import { useDeleteProduct, useImportProducts, useProductList } from '#client/api/products.ts';
import { DeleteNamedDialog, useConfirmTarget } from '#client/components/confirm-dialog.tsx';
import { LoadMore } from '#client/components/load-more.tsx';
import { SearchInput } from '#client/components/search-input.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { errorMessage, isApiError } from '#client/lib/api.ts';
import { showError } from '#client/lib/show-error.ts';
import { formatUnitPrice } from '#shared/calc/format.ts';
import { EQUIPMENT_TYPES, labelOf, PRODUCT_TYPES } from '#shared/enums.ts';
import type { Product } from '#shared/schemas/price-book.ts';
import { ProductDialog } from './product-dialog.tsx';

/** Why an import was refused, line by line, as the server listed it. */
function ImportProblems({ problems, onClose }: { problems: [string, string][]; onClose: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-destructive/30 bg-red-50 p-3 text-sm text-red-900">
      <p className="font-medium">Nothing was imported. Fix these rows and import the file again:</p>
      <ul className="mt-1.5 grid gap-0.5" data-testid="import-problems">
        {problems.map(([line, message]) => (
          <li key={line}>
            <span className="font-medium capitalize">{line}</span>: {message}
          </li>
        ))}
      </ul>
      <Button variant="link" size="sm" className="h-auto p-0" onClick={onClose}>
        Dismiss
      </Button>
    </div>
  );
}

function ProductRow({
  product,
  onEdit,
  onDelete,
}: {
  product: Product;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const rate = product.treatmentRate === null ? '' : `${product.treatmentRate} ${product.rateUnit}`;
  const price =
    product.unitCost === null
      ? 'no price'
      : `${formatUnitPrice(product.unitCost)}/${product.priceUnit === 'pound' ? 'lb' : 'gal'}`;
  return (
    <li className="flex items-start justify-between gap-3 py-3" data-testid="product-row">
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-900">{product.name}</p>
        <p className="text-sm text-muted-foreground">
          {[labelOf(PRODUCT_TYPES, product.type), rate, price].filter(Boolean).join(' · ')}
        </p>
        {product.systemTypes.length > 0 && (
          <p className="text-xs text-muted-foreground">
            For {product.systemTypes.map((t) => labelOf(EQUIPMENT_TYPES, t)).join(', ')}
          </p>
        )}
      </div>
      <div className="flex shrink-0 gap-1">
        <Button variant="ghost" size="icon-sm" onClick={onEdit} aria-label={`Edit ${product.name}`}>
          <Pencil aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon-sm" onClick={onDelete} aria-label={`Delete ${product.name}`}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

/** Settings > Products: the price book, searched and paged on the server, with CSV import and export. */
export function ProductsCard() {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const { query, items } = useProductList(q);
  const [editing, setEditing] = useState<{ product: Product | null } | null>(null);
  const confirm = useConfirmTarget<Product>();
  const remove = useDeleteProduct();
  const importer = useImportProducts();
  const [problems, setProblems] = useState<[string, string][] | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblems(null);
    try {
      const result = await importer.mutateAsync(await file.text());
      toast({
        title: 'Price book imported',
        description: `${result.created} added, ${result.updated} updated.`,
      });
    } catch (error) {
      if (isApiError(error, 400) && error.body?.errors) setProblems(Object.entries(error.body.errors));
      else showError('Error', errorMessage(error, 'Failed to import the file'));
    }
  };

  return (
    <Card role="region" aria-labelledby="products-title">
      <CardHeader>
        <CardTitle id="products-title">Products</CardTitle>
        <CardDescription>
          Your price book: the generator fills a chemical row from a product. CSV columns: name, type,
          treatment_rate, rate_unit, density, unit_cost, price_unit, system_types, notes.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setEditing({ product: null })}>
            <Plus aria-hidden="true" />
            Add product
          </Button>
          <Button variant="outline" onClick={() => fileInput.current?.click()} disabled={importer.isPending}>
            <Upload aria-hidden="true" />
            {importer.isPending ? 'Importing…' : 'Import CSV'}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            className="hidden"
            aria-label="CSV file to import"
            onChange={(event) => void handleFile(event)}
          />
          <Button variant="outline" asChild>
            <a href="/api/products/export" download>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </Button>
        </div>
        {problems && <ImportProblems problems={problems} onClose={() => setProblems(null)} />}
        <SearchInput
          value={search}
          onChange={setSearch}
          label="Search products"
          placeholder="Search by name, type or notes"
        />
        {query.isPending ? (
          <p className="text-sm text-muted-foreground">Loading products…</p>
        ) : query.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(query.error, 'Failed to load products')}
          </p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {q ? `No product matches "${q}".` : 'No products yet: add one or import a CSV.'}
          </p>
        ) : (
          <ul className="divide-y" aria-label="Products">
            {items.map((product) => (
              <ProductRow
                key={product.id}
                product={product}
                onEdit={() => setEditing({ product })}
                onDelete={() => confirm.ask(product)}
              />
            ))}
          </ul>
        )}
        <LoadMore noun="products" list={query} />
      </CardContent>
      {editing && (
        <ProductDialog
          key={editing.product?.id ?? 'new'}
          product={editing.product}
          open
          onOpenChange={(open) => !open && setEditing(null)}
        />
      )}
      <DeleteNamedDialog
        confirm={confirm}
        noun="product"
        description="Proposals keep the rows filled from it; templates lose it."
        isPending={remove.isPending}
        remove={remove.mutateAsync}
      />
    </Card>
  );
}
