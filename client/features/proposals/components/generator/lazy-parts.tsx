import { type ComponentProps, Suspense } from 'react';
import { lazyPage } from '#client/app/lazy-page.tsx';

// Generator parts that only some reps use, loaded after the workspace shows (docs/decisions/026-client-delivery.md):
// the cycles what-if with its chart, and the RFP analysis (only once an RFP was uploaded).
const LazyCyclesWhatIf = lazyPage(() => import('./cycles-what-if.tsx'), 'CyclesWhatIf');
const LazyRfpAnalysisPanel = lazyPage(() => import('./rfp-analysis-panel.tsx'), 'RfpAnalysisPanel');

/** The cycles what-if panel, loaded on first render; nothing shows until it arrives. */
export function CyclesWhatIf(props: ComponentProps<typeof LazyCyclesWhatIf>) {
  return (
    <Suspense fallback={null}>
      <LazyCyclesWhatIf {...props} />
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
