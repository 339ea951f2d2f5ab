import { ProductsCard } from './products-card.tsx';
import { TemplatesCard } from './templates-card.tsx';

/** Settings > Products and Program templates: the rep's price book and the programs built from it. */
export function PriceBookSection() {
  return (
    <section id="price-book" className="grid grid-cols-1 gap-6" aria-label="Price book">
      <ProductsCard />
      <TemplatesCard />
    </section>
  );
}
