// The demo rep's price book (issue 22): the products a water-treatment rep sells every week, and two templates.
import type { Database } from '#db/client.ts';
import { products, programTemplateItems, programTemplates } from '#db/schema/index.ts';

type DemoProduct = Omit<typeof products.$inferInsert, 'userId'>;

const DEMO_PRODUCTS: DemoProduct[] = [
  {
    name: 'Scale & corrosion inhibitor',
    type: 'scale-corrosion-inhibitor',
    treatmentRate: 2.5,
    rateUnit: 'lbs/1000gal',
    density: 1.15,
    unitCost: 2.85,
    priceUnit: 'pound',
    systemTypes: ['cooling-tower', 'evaporative-condenser'],
    notes: 'Phosphonate/azole blend; SDS: https://example.com/sds/sci-200',
  },
  {
    name: 'Sodium hypochlorite 12.5%',
    type: 'oxidizing-biocide',
    treatmentRate: 1.5,
    rateUnit: 'ppm/1000gal',
    density: 10.1,
    unitCost: 3.4,
    priceUnit: 'gallon',
    systemTypes: ['cooling-tower', 'evaporative-condenser'],
    notes: 'Active: sodium hypochlorite 12.5%',
  },
  {
    name: 'Stabilized bromine tablets',
    type: 'oxidizing-biocide',
    treatmentRate: 0.9,
    rateUnit: 'lbs/1000gal',
    density: null,
    unitCost: 6.2,
    priceUnit: 'pound',
    systemTypes: ['cooling-tower'],
    notes: 'BCDMH tablets for erosion feeders',
  },
  {
    name: 'Isothiazolin 1.5%',
    type: 'non-oxidizing-biocide',
    treatmentRate: 100,
    rateUnit: 'ppm/1000gal',
    density: 8.6,
    unitCost: 12.4,
    priceUnit: 'gallon',
    systemTypes: ['cooling-tower', 'evaporative-condenser'],
    notes: 'Slug feed weekly; active: CMIT/MIT 1.5%',
  },
  {
    name: 'Glutaraldehyde 15%',
    type: 'non-oxidizing-biocide',
    treatmentRate: 75,
    rateUnit: 'ppm/1000gal',
    density: 8.7,
    unitCost: 10.9,
    priceUnit: 'gallon',
    systemTypes: ['cooling-tower', 'closed-loop'],
    notes: 'Alternate with isothiazolin',
  },
  {
    name: 'Catalyzed sodium sulfite',
    type: 'oxygen-scavenger',
    treatmentRate: 0.8,
    rateUnit: 'lbs/1000gal',
    density: 10.2,
    unitCost: 9.5,
    priceUnit: 'gallon',
    systemTypes: ['boiler', 'feed-water-tank'],
    notes: 'Cobalt-catalyzed; hold 20-40 ppm sulfite residual',
  },
  {
    name: 'Boiler internal treatment (polymer/phosphate)',
    type: 'scale-corrosion-inhibitor',
    treatmentRate: 0.5,
    rateUnit: 'lbs/1000gal',
    density: 9.9,
    unitCost: 8.75,
    priceUnit: 'gallon',
    systemTypes: ['boiler'],
    notes: null,
  },
  {
    name: 'Neutralizing amine',
    type: 'alkalinity-ph-control',
    treatmentRate: 0.25,
    rateUnit: 'gal/day',
    density: 8.4,
    unitCost: 14.75,
    priceUnit: 'gallon',
    systemTypes: ['boiler', 'condensate-return'],
    notes: 'Cyclohexylamine/morpholine blend',
  },
  {
    name: 'Nitrite closed-loop inhibitor',
    type: 'closed-loop-inhibitor',
    treatmentRate: 1000,
    rateUnit: 'ppm/1000gal',
    density: 10.4,
    unitCost: 4.9,
    priceUnit: 'gallon',
    systemTypes: ['closed-loop', 'chiller'],
    notes: 'Hold 600-1000 ppm nitrite',
  },
  {
    name: 'Molybdate closed-loop inhibitor',
    type: 'closed-loop-inhibitor',
    treatmentRate: 800,
    rateUnit: 'ppm/1000gal',
    density: 10.6,
    unitCost: 7.3,
    priceUnit: 'gallon',
    systemTypes: ['closed-loop'],
    notes: null,
  },
  {
    name: 'Biodispersant',
    type: 'dispersant',
    treatmentRate: 10,
    rateUnit: 'ppm/1000gal',
    density: 8.5,
    unitCost: 9.8,
    priceUnit: 'gallon',
    systemTypes: ['cooling-tower'],
    notes: 'Feed with oxidizer slugs',
  },
  {
    name: 'Sulfuric acid 93%',
    type: 'alkalinity-ph-control',
    treatmentRate: 0.4,
    rateUnit: 'lbs/1000gal',
    density: 15.3,
    unitCost: 0.95,
    priceUnit: 'pound',
    systemTypes: ['cooling-tower'],
    notes: 'pH control to 7.8-8.2',
  },
];

const DEMO_TEMPLATES: { name: string; lines: [string, number, string, string[]][] }[] = [
  {
    name: 'Standard open tower',
    lines: [
      ['Scale & corrosion inhibitor', 2.5, 'lbs/1000gal', ['cooling-tower']],
      ['Sodium hypochlorite 12.5%', 1.5, 'ppm/1000gal', ['cooling-tower']],
      ['Isothiazolin 1.5%', 100, 'ppm/1000gal', ['cooling-tower']],
    ],
  },
  {
    name: 'Steam boiler, sulfite',
    lines: [
      ['Catalyzed sodium sulfite', 0.8, 'lbs/1000gal', ['boiler']],
      ['Boiler internal treatment (polymer/phosphate)', 0.5, 'lbs/1000gal', ['boiler']],
      ['Neutralizing amine', 0.25, 'gal/day', ['boiler']],
    ],
  },
];

/** Inserts the demo price book and its two templates for the demo account. */
export async function insertDemoPriceBook(db: Database, userId: string): Promise<void> {
  const rows = await db
    .insert(products)
    .values(DEMO_PRODUCTS.map((product) => ({ ...product, userId })))
    .returning({ id: products.id, name: products.name });
  const idOf = new Map(rows.map((row) => [row.name, row.id]));
  for (const template of DEMO_TEMPLATES) {
    const [row] = await db.insert(programTemplates).values({ userId, name: template.name }).returning();
    await db.insert(programTemplateItems).values(
      template.lines.map(([name, treatmentRate, rateUnit, systemTypes], position) => ({
        templateId: row!.id,
        productId: idOf.get(name)!,
        treatmentRate,
        rateUnit,
        systemTypes,
        position,
      })),
    );
  }
}
