import { type ComponentProps, Suspense } from 'react';
import { lazyPage } from '#client/app/lazy-page.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';

// Generator parts that only some reps use, loaded after the workspace shows (docs/decisions/026-client-delivery.md):
// the what-if panels with their charts, and the RFP analysis (only once an RFP was uploaded). Below the fold, the
// worked math, the RFP card and the writing card load once the workspace has drawn (decision 039): the first paint
// carries the proposal, its usage and its chemicals only.
const loadWaterLimits = () => import('./water-limits-what-if.tsx');
// The water limits render inside the cycles what-if: both start loading together, not one after the other.
const LazyCyclesWhatIf = lazyPage(
  async () => (await Promise.all([import('./cycles-what-if.tsx'), loadWaterLimits()]))[0],
  'CyclesWhatIf',
);
const LazyWaterLimitsWhatIf = lazyPage(loadWaterLimits, 'WaterLimitsWhatIf');
const LazyRfpAnalysisPanel = lazyPage(() => import('./rfp-analysis-panel.tsx'), 'RfpAnalysisPanel');
const LazyShowTheMath = lazyPage(() => import('./show-the-math.tsx'), 'ShowTheMath');
const LazyRfpCard = lazyPage(() => import('./rfp-card.tsx'), 'RfpCard');
const LazyProposalWritingCard = lazyPage(() => import('./proposal-writing-card.tsx'), 'ProposalWritingCard');
// The chemical program (its selects, the systems and price-book pickers with Radix popper and floating-ui) and the
// service plan (its zod schema) are drawn by the workspace but not on the phone's first screen: their code starts
// loading with the workspace's and arrives after the first paint, so the first paint carries no Radix Select,
// popover or zod (decision 039).
const loadChemicalProgram = () => import('./chemical-program-card.tsx');
const loadServicePlan = () => import('./service-plan-card.tsx');
const LazyChemicalProgramCard = lazyPage(loadChemicalProgram, 'ChemicalProgramCard');
const LazyServicePlanCard = lazyPage(loadServicePlan, 'ServicePlanCard');

/** Starts loading the parts every workspace draws, once the workspace is on its way (not before the first paint). */
export function preloadWorkspaceParts() {
  void loadChemicalProgram();
  void loadServicePlan();
}

/** The chemical program; a placeholder of its size holds the place until its code arrives. */
export function ChemicalProgramCard(props: ComponentProps<typeof LazyChemicalProgramCard>) {
  return (
    <Suspense
      fallback={
        <Card className="grid gap-3 p-6" aria-busy="true" data-testid="chemical-program-loading">
          <span className="sr-only">Loading the chemical program…</span>
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </Card>
      }
    >
      <LazyChemicalProgramCard {...props} />
    </Suspense>
  );
}

/** The service plan card; nothing shows until it arrives. */
export function ServicePlanCard(props: ComponentProps<typeof LazyServicePlanCard>) {
  return (
    <Suspense fallback={null}>
      <LazyServicePlanCard {...props} />
    </Suspense>
  );
}

/** The worked math under the chemical program; nothing shows until it arrives. */
export function ShowTheMath(props: ComponentProps<typeof LazyShowTheMath>) {
  return (
    <Suspense fallback={null}>
      <LazyShowTheMath {...props} />
    </Suspense>
  );
}

/** The RFP upload and its analysis; nothing shows until it arrives. */
export function RfpCard(props: ComponentProps<typeof LazyRfpCard>) {
  return (
    <Suspense fallback={null}>
      <LazyRfpCard {...props} />
    </Suspense>
  );
}

/** The proposal's writing; until it arrives, the saved text is what the PDF button sends (the workspace holds it). */
export function ProposalWritingCard(props: ComponentProps<typeof LazyProposalWritingCard>) {
  return (
    <Suspense fallback={null}>
      <LazyProposalWritingCard {...props} />
    </Suspense>
  );
}

/** The cycles what-if panel, loaded on first render; nothing shows until it arrives. */
export function CyclesWhatIf(props: ComponentProps<typeof LazyCyclesWhatIf>) {
  return (
    <Suspense fallback={null}>
      <LazyCyclesWhatIf {...props} />
    </Suspense>
  );
}

/** The scale and cycles limits at the tried target, loaded with the cycles what-if. */
export function WaterLimitsWhatIf(props: ComponentProps<typeof LazyWaterLimitsWhatIf>) {
  return (
    <Suspense fallback={null}>
      <LazyWaterLimitsWhatIf {...props} />
    </Suspense>
  );
}

/** The RFP analysis panel, loaded when an analysis is there to show. */
export function RfpAnalysisPanel(props: ComponentProps<typeof LazyRfpAnalysisPanel>) {
  return (
    <Suspense fallback={<p className="text-sm text-muted-foreground">Loading the RFP analysis…</p>}>
      <LazyRfpAnalysisPanel {...props} />
    </Suspense>
  );
}
