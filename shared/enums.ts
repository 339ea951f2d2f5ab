/** Product enumerations, each value with its display label. */

export const INDUSTRY_TYPES = [
  { value: 'manufacturing', label: 'Manufacturing' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'education', label: 'Education' },
  { value: 'commercial', label: 'Commercial Office' },
  { value: 'hospitality', label: 'Hospitality' },
  { value: 'retail', label: 'Retail' },
] as const;

export const EQUIPMENT_TYPES = [
  { value: 'cooling-tower', label: 'Cooling Tower' },
  { value: 'boiler', label: 'Boiler' },
  { value: 'chiller', label: 'Chiller' },
  { value: 'evaporative-condenser', label: 'Evaporative Condenser' },
  { value: 'closed-loop', label: 'Closed Loop System' },
  { value: 'condensate-return', label: 'Condensate Return' },
  { value: 'feed-water-tank', label: 'Feed Water Tank/DA' },
  { value: 'softener', label: 'Softener' },
] as const;

export const CAPACITY_UNITS = [
  { value: 'hp', label: 'HP' },
  { value: 'tons', label: 'Tons' },
  { value: 'btu', label: 'BTU/hr' },
  { value: 'kw', label: 'kW' },
] as const;

export const FUEL_TYPES = [
  { value: 'natural-gas', label: 'Natural Gas' },
  { value: 'propane', label: 'Propane' },
  { value: 'oil', label: 'Oil' },
  { value: 'electric', label: 'Electric' },
] as const;

export const SURVEY_STATUSES = [
  { value: 'draft', label: 'Draft' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'completed', label: 'Completed' },
  { value: 'final', label: 'Final' },
] as const;

export const PROPOSAL_STATUSES = [
  { value: 'draft', label: 'Draft' },
  { value: 'sent', label: 'Sent' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'rejected', label: 'Rejected' },
] as const;

type Option = { readonly value: string; readonly label: string };
type Values<T extends readonly Option[]> = T[number]['value'];

export type SurveyStatus = Values<typeof SURVEY_STATUSES>;
export type ProposalStatus = Values<typeof PROPOSAL_STATUSES>;

/** The values of an option list, as a non-empty tuple for z.enum. */
export function valuesOf<T extends readonly Option[]>(options: T): [Values<T>, ...Values<T>[]] {
  return options.map((o) => o.value) as unknown as [Values<T>, ...Values<T>[]];
}

/** The label of a value, or the value itself when unknown. */
export function labelOf(options: readonly Option[], value: string | null | undefined): string {
  return options.find((o) => o.value === value)?.label ?? value ?? '';
}

/** Survey status for display: unknown values read as draft. */
export function displaySurveyStatus(status: string | null | undefined): SurveyStatus {
  return SURVEY_STATUSES.some((s) => s.value === status) ? (status as SurveyStatus) : 'draft';
}

/** Proposal status for display: unknown values read as draft. */
export function displayProposalStatus(status: string | null | undefined): ProposalStatus {
  return PROPOSAL_STATUSES.some((s) => s.value === status) ? (status as ProposalStatus) : 'draft';
}

/** The kinds of product a price book holds, each with its label (issue 22). */
export const PRODUCT_TYPES = [
  { value: 'scale-corrosion-inhibitor', label: 'Scale/corrosion inhibitor' },
  { value: 'oxidizing-biocide', label: 'Oxidizing biocide' },
  { value: 'non-oxidizing-biocide', label: 'Non-oxidizing biocide' },
  { value: 'oxygen-scavenger', label: 'Oxygen scavenger' },
  { value: 'closed-loop-inhibitor', label: 'Closed-loop inhibitor' },
  { value: 'dispersant', label: 'Dispersant' },
  { value: 'alkalinity-ph-control', label: 'Alkalinity/pH control' },
  { value: 'other', label: 'Other' },
] as const;
