import { type ComponentProps, Suspense } from 'react';
import { lazyPage } from '#client/app/lazy-page.tsx';

// The Send button with its dialog (Radix Dialog and Checkbox, the form's fields) loads after the page it sits on has
// drawn: the generator and the proposal page show it beside the PDF button, never on their first paint
// (docs/decisions/039-fast-signed-in-pages.md).
const LazySendProposalButton = lazyPage(() => import('./send-proposal-dialog.tsx'), 'SendProposalButton');

/** The Send button; it shows once its code arrives. */
export function SendProposalButton(props: ComponentProps<typeof LazySendProposalButton>) {
  return (
    <Suspense fallback={null}>
      <LazySendProposalButton {...props} />
    </Suspense>
  );
}
