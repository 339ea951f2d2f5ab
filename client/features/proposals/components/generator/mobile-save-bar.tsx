import { LoaderCircle, Save } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { formatUsd } from '#shared/calc/index.ts';

interface MobileSaveBarProps {
  total: number;
  isSaving: boolean;
  isDisabled: boolean;
  onSave: () => void;
}

/** Phones: the annual total and Save Proposal, always in reach at the bottom of the screen. */
export function MobileSaveBar({ total, isSaving, isDisabled, onSave }: MobileSaveBarProps) {
  return (
    <div
      className="fixed inset-x-0 bottom-0 z-30 border-t bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur"
      data-testid="mobile-save-bar"
    >
      <div className="mx-auto flex max-w-lg items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs text-muted-foreground">Annual total</p>
          <p className="text-lg font-bold text-slate-900 tabular-nums" data-testid="mobile-total">
            {formatUsd(total)}
          </p>
        </div>
        <Button onClick={onSave} disabled={isSaving || isDisabled} size="lg">
          {isSaving ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Save aria-hidden="true" />
          )}
          Save Proposal
        </Button>
      </div>
    </div>
  );
}
