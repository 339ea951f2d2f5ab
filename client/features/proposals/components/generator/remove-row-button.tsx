import { Trash2 } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';

interface RemoveRowButtonProps {
  canRemove: boolean;
  label: string;
  onRemove: () => void;
}

/** Removes a chemical row; disabled, with the reason as its tooltip, for the last remaining row. */
export function RemoveRowButton({ canRemove, label, onRemove }: RemoveRowButtonProps) {
  const reason = canRemove ? `Remove ${label}` : 'The last remaining chemical cannot be removed';
  return (
    // The wrapper carries the tooltip: a disabled button gets no pointer events.
    <span title={reason} className="inline-flex">
      <Button
        variant="ghost"
        size="icon-sm"
        className="text-slate-500 hover:bg-red-50 hover:text-red-700"
        onClick={onRemove}
        disabled={!canRemove}
        aria-label={reason}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </span>
  );
}
