import { lazyPart } from '#client/app/lazy-page.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';

// Generator parts that only some reps use, loaded after the workspace shows (docs/decisions/026-client-delivery.md):
// the what-if panels with their charts, and the RFP analysis (only once an RFP was uploaded). Below the fold, the
// worked math, the RFP card and the writing card load once the workspace has drawn (decision 039): the first paint
// carries the proposal, its usage and its chemicals only.
const loadWaterLimits = () => import('./water-limits-what-if.tsx');
// The water limits render inside the cycles what-if: both start loading together, not one after the other.
/** The cycles what-if panel, loaded on first render; nothing shows until it arrives. */
export const CyclesWhatIf = lazyPart(
  async () => (await Promise.all([import('./cycles-what-if.tsx'), loadWaterLimits()]))[0],
  'CyclesWhatIf',
);
/** The scale and cycles limits at the tried target, loaded with the cycles what-if. */
export const WaterLimitsWhatIf = lazyPart(loadWaterLimits, 'WaterLimitsWhatIf');
/** The RFP analysis panel, loaded when an analysis is there to show. */
export const RfpAnalysisPanel = lazyPart(
  () => import('./rfp-analysis-panel.tsx'),
  'RfpAnalysisPanel',
  <p className="text-sm text-muted-foreground">Loading the RFP analysis…</p>,
);
/** The worked math under the chemical program; nothing shows until it arrives. */
export const ShowTheMath = lazyPart(() => import('./show-the-math.tsx'), 'ShowTheMath');
/** The RFP upload and its analysis; nothing shows until it arrives. */
export const RfpCard = lazyPart(() => import('./rfp-card.tsx'), 'RfpCard');
/** The proposal's writing; until it arrives, the saved text is what the PDF button sends (the workspace holds it). */
export const ProposalWritingCard = lazyPart(
  () => import('./proposal-writing-card.tsx'),
  'ProposalWritingCard',
);

// The chemical program (its selects, the systems and price-book pickers with Radix popper and floating-ui) and the
// service plan (its zod schema) are drawn by the workspace but not on the phone's first screen: their code starts
// loading with the workspace's and arrives after the first paint, so the first paint carries no Radix Select,
// popover or zod (decision 039).
const loadChemicalProgram = () => import('./chemical-program-card.tsx');
const loadServicePlan = () => import('./service-plan-card.tsx');

/** Starts loading the parts every workspace draws, once the workspace is on its way (not before the first paint). */
export function preloadWorkspaceParts() {
  void loadChemicalProgram();
  void loadServicePlan();
}

/** The chemical program; a placeholder of its size holds the place until its code arrives. */
export const ChemicalProgramCard = lazyPart(
  loadChemicalProgram,
  'ChemicalProgramCard',
  <Card className="grid gap-3 p-6" aria-busy="true" data-testid="chemical-program-loading">
    <span className="sr-only">Loading the chemical program…</span>
    <Skeleton className="h-5 w-48" />
    <Skeleton className="h-10 w-full" />
    <Skeleton className="h-10 w-full" />
  </Card>,
);
/** The service plan card; nothing shows until it arrives. */
export const ServicePlanCard = lazyPart(loadServicePlan, 'ServicePlanCard');
