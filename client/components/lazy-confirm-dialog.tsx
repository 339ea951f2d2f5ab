import { type ComponentProps, Suspense } from 'react';
import { lazyPage } from '#client/app/lazy-page.tsx';

// The confirmation's code (Radix AlertDialog with its focus trap and scroll lock, about 12 KiB gzip) loads when it
// first opens, not with the page that may ask: closed, a confirmation draws nothing
// (docs/decisions/039-fast-signed-in-pages.md).
const LazyConfirmDialog = lazyPage(() => import('./confirm-dialog.tsx'), 'ConfirmDialog');

/** ConfirmDialog, loaded when it first opens. */
export function LazyConfirm(props: ComponentProps<typeof LazyConfirmDialog>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LazyConfirmDialog {...props} />
    </Suspense>
  );
}
