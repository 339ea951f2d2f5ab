import { Info } from 'lucide-react';

/** The test cards, said plainly above the form. */
export function TestCardsNote() {
  return (
    <div
      className="flex gap-2.5 rounded-lg border border-amber-200 bg-amber-50 px-3.5 py-3 text-sm text-amber-950"
      data-testid="test-cards-note"
    >
      <Info className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
      <p>
        <span className="font-semibold">Test mode: no real charge.</span> Card{' '}
        <span className="font-mono whitespace-nowrap">4242 4242 4242 4242</span> succeeds,{' '}
        <span className="font-mono whitespace-nowrap">4000 0000 0000 0002</span> is declined. Use any future
        expiry date and any CVC.
      </p>
    </div>
  );
}
