import type { RfpAnalysis, RfpNumericRequirement, RfpRequirement } from '#shared/schemas/rfp.ts';

// A realistic RFP analysis for writing tests (the shape h6's analyzer answers): a hospital's request for water
// treatment services with twelve requirements, among them two the rep's own credentials must answer.

const requirement = (
  id: string,
  category: RfpRequirement['category'],
  text: string,
  location: string,
): RfpRequirement => ({ id, category, text, location });

/** A figure as written (`text`), what it measures, its [min, max], how they bound it, its unit and page. */
const figure = (
  text: string,
  parameter: string | null,
  [min, max]: [number | null, number | null],
  comparator: RfpNumericRequirement['comparator'],
  unit: string,
  location: string,
): RfpNumericRequirement => ({ text, parameter, min, max, comparator, unit, location });

/** The analysis of "Water Treatment Services" RFP 2026-14 of Springfield Health System. */
export const HOSPITAL_RFP: RfpAnalysis = {
  identifiedRequirements: [
    requirement(
      'R1',
      'service visits',
      'The Contractor shall provide monthly service visits to each cooling tower and boiler.',
      'page 2',
    ),
    requirement(
      'R2',
      'water testing',
      'The Contractor shall maintain cooling tower conductivity between 1,200-1,800 µS/cm.',
      'page 2',
    ),
    requirement('R3', 'water testing', 'Cooling tower water must be held at pH 7.8 to 8.8.', 'page 2'),
    requirement(
      'R4',
      'water testing',
      'The Contractor shall install corrosion coupons, changed every 90 days, and keep mild steel corrosion below 2 mpy.',
      'page 3',
    ),
    requirement(
      'R5',
      'reporting',
      'Service reports shall be delivered within 5 business days of each visit.',
      'page 3',
    ),
    requirement(
      'R6',
      'staffing and certification',
      'A Certified Water Technologist (CWT) is required to oversee the program.',
      'page 3',
    ),
    requirement(
      'R7',
      'insurance, legal and labor',
      'The Contractor shall carry general liability insurance of $1,000,000 per occurrence.',
      'page 4',
    ),
    requirement(
      'R8',
      'chemicals and equipment',
      'The Contractor will provide all treatment chemicals, delivered in returnable containers.',
      'page 4',
    ),
    requirement(
      'R9',
      'insurance, legal and labor',
      'Safety Data Sheets must be provided for every chemical before the first delivery.',
      'page 4',
    ),
    requirement(
      'R10',
      'pricing and terms',
      'Pricing shall be stated as an annual cost per product.',
      'page 5',
    ),
    requirement('R11', 'submission', 'Proposals must be submitted by March 15, 2026.', 'page 5'),
    requirement(
      'R12',
      'water testing',
      'The Contractor is responsible for keeping closed loop nitrite at 600-900 ppm nitrite.',
      'page 3',
    ),
  ],
  specificDetails: {
    issuingOrganization: 'Springfield Health System',
    facility: "St. Mary's Regional Medical Center",
    systemsMentioned: ['cooling towers', 'steam boiler', 'closed loop'],
    dueDate: 'March 15, 2026',
    contractTerm: 'three years with two one-year renewals',
    contact: 'Procurement Office, rfp@springfieldhealth.example.org',
  },
  numericRequirements: [
    figure('1,200-1,800 µS/cm', 'conductivity', [1200, 1800], 'range', 'µS/cm', 'page 2'),
    figure('pH 7.8 to 8.8', 'pH', [7.8, 8.8], 'range', 'pH', 'page 2'),
    figure('every 90 days', null, [null, 90], 'exact', 'days', 'page 3'),
    figure('below 2 mpy', 'corrosion rate', [null, 2], 'max', 'mpy', 'page 3'),
    figure('within 5 business days', null, [null, 5], 'max', 'business days', 'page 3'),
    figure('$1,000,000', 'insurance', [1_000_000, 1_000_000], 'exact', 'USD', 'page 4'),
    figure('600-900 ppm nitrite', 'nitrite', [600, 900], 'range', 'ppm', 'page 3'),
  ],
  totalRequirements: 12,
  source: 'pdf',
  hasTextLayer: true,
  isBasicTemplate: false,
  pageCount: 6,
};

/**
 * The requirements the built-in writer cannot answer from the demo hospital's survey: the rep's certification
 * and insurance, and a closed loop the hospital does not have.
 */
/**
 * The gaps before the rep confirms anything (decision 037, amended): the tests with the RFP's ranges (R2, R3) and
 * the coupons (R4) are set from the RFP and are not claimed until she confirms them.
 */
export const HOSPITAL_RFP_GAPS = ['R2', 'R3', 'R4', 'R6', 'R7', 'R12'];
