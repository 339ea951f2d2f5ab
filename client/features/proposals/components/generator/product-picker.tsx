import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BookOpen } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { productSearchQueryOptions } from '#client/api/products.ts';
import { Input } from '#client/components/ui/input.tsx';
import { formatUnitPrice } from '#shared/calc/format.ts';
import { labelOf, PRODUCT_TYPES } from '#shared/enums.ts';
import type { Product } from '#shared/schemas/price-book.ts';

interface ProductPickerProps {
  onPick: (product: Product) => void;
}

function priceText(product: Product): string {
  if (product.unitCost === null) return 'no price';
  return `${formatUnitPrice(product.unitCost)}/${product.priceUnit === 'pound' ? 'lb' : 'gal'}`;
}

/**
 * "Add from price book": a type-ahead over the user's products, searched on the server as the rep types;
 * choosing one (click, or arrows and Enter) hands it to `onPick` and clears the field for the next.
 */
export function ProductPicker({ onPick }: ProductPickerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(0);
  const q = text.trim();
  const search = useQuery({
    ...productSearchQueryOptions(q),
    enabled: isOpen,
    placeholderData: keepPreviousData,
  });
  const results = search.data ?? [];

  const pick = (product: Product) => {
    onPick(product);
    setText('');
    setIsOpen(false);
    setActive(0);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setIsOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((at) => (results.length === 0 ? 0 : (at + step + results.length) % results.length));
    } else if (event.key === 'Enter' && isOpen && results[active]) {
      event.preventDefault();
      pick(results[active]);
    } else if (event.key === 'Escape') {
      setIsOpen(false);
    }
  };

  return (
    <div className="relative w-full sm:w-72">
      <BookOpen
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        role="combobox"
        aria-label="Add from price book"
        aria-expanded={isOpen}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        placeholder="Add from price book…"
        className="pl-8"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setIsOpen(true);
          setActive(0);
        }}
        onFocus={() => setIsOpen(true)}
        onBlur={() => setIsOpen(false)}
        onKeyDown={handleKeyDown}
      />
      {isOpen && (
        <div
          id={`${id}-list`}
          role="listbox"
          aria-label="Price book products"
          className="absolute right-0 left-0 z-20 mt-1 max-h-72 overflow-y-auto rounded-lg border bg-white p-1 shadow-lg"
        >
          {results.length === 0 ? (
            <div className="px-3 py-2 text-sm text-muted-foreground">
              {search.isPending
                ? 'Searching…'
                : q
                  ? `No product matches "${q}"`
                  : 'Your price book is empty: add products in Settings > Products'}
            </div>
          ) : (
            results.map((product, index) => (
              <div
                key={product.id}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                // mousedown, not click: the input's blur would close the list before a click lands.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(product);
                }}
                className={`flex cursor-pointer items-baseline justify-between gap-3 rounded-md px-3 py-2 text-sm ${index === active ? 'bg-brand-50' : ''}`}
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium text-slate-900">{product.name}</span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {labelOf(PRODUCT_TYPES, product.type)}
                  </span>
                </span>
                <span className="shrink-0 text-xs text-slate-600 tabular-nums">{priceText(product)}</span>
              </div>
            ))
          )}
        </div>
      )}
    </div>
  );
}
