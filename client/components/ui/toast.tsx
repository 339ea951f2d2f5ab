import { X } from 'lucide-react';
import { useEffect } from 'react';
import { TOAST_DURATION_MS, type ToastItem, useToast } from '#client/hooks/use-toast.ts';
import { cn } from '#client/lib/utils.ts';

// Our own viewport instead of @radix-ui/react-toast: Radix adds a hidden duplicate "announce" node for a
// second, so text and role lookups match twice. Here each toast is one role="status" live region.

const variantClasses = {
  default: 'border-border bg-card text-card-foreground',
  destructive: 'border-red-700 bg-destructive text-destructive-foreground',
} as const;

function ToastCard({ item, onDismiss }: { item: ToastItem; onDismiss: (id: string) => void }) {
  const variant = item.variant ?? 'default';
  const duration = item.duration ?? TOAST_DURATION_MS;

  useEffect(() => {
    if (!item.open || !Number.isFinite(duration)) return;
    const timer = setTimeout(() => onDismiss(item.id), duration);
    return () => clearTimeout(timer);
  }, [item.open, item.id, duration, onDismiss]);

  if (!item.open) return null;
  return (
    <li
      role="status"
      aria-live={variant === 'destructive' ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-variant={variant}
      className={cn(
        'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg animate-toast-in',
        variantClasses[variant],
      )}
    >
      <div className="grid min-w-0 gap-1">
        {item.title && <div className="text-sm font-semibold leading-5">{item.title}</div>}
        {item.description && (
          <div className={cn('text-sm leading-5', variant === 'default' && 'text-muted-foreground')}>
            {item.description}
          </div>
        )}
        {item.action && <div className="mt-2">{item.action}</div>}
      </div>
      <button
        type="button"
        aria-label="Close notification"
        onClick={() => onDismiss(item.id)}
        className={cn(
          'absolute top-3 right-3 rounded-md p-1 opacity-70 transition hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring',
          variant === 'destructive' ? 'text-white' : 'text-muted-foreground',
        )}
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}

/** True when a pointer/focus event happened inside the toast stack (dialogs stay open for those). */
export function isToastEvent(event: Event): boolean {
  return event.target instanceof Element && event.target.closest('[data-toast-viewport]') !== null;
}

/** Renders the toast stack; mount once near the root of the app. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    // aria-live on the always-mounted list keeps toasts visible to assistive tech (and role queries) while a
    // modal dialog hides the rest of the page; each toast is still its own role="status" announcement.
    <section aria-label="Notifications" className="no-print">
      <ol
        aria-live="off"
        data-toast-viewport=""
        // Toasts sit at the top centre on every screen: dialog footers (Save), the wizard's Continue and the
        // generator's sticky total bar are at the bottom, and the page header's actions at the top right.
        className="pointer-events-none fixed inset-x-0 top-0 z-[100] mx-auto flex w-full max-w-[420px] flex-col gap-2 p-3 sm:p-4"
      >
        {toasts.map((item) => (
          <ToastCard key={item.id} item={item} onDismiss={dismiss} />
        ))}
      </ol>
    </section>
  );
}
