import { FlaskConical, LoaderCircle, Plus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import type { ChemicalDraft } from '#client/api/current-chemicals.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import type { ChemicalListRow } from '../hooks/use-equipment-chemicals.ts';

type CurrentChemicalsEditorProps = {
  items: ChemicalListRow[];
  /** Resolves true when the chemical was added (the inputs are then cleared). */
  onAdd: (draft: ChemicalDraft) => Promise<boolean>;
  onRemove: (key: string) => void;
  busyKey?: string | null;
};

/** The chemicals a system already receives: a list with remove buttons and a name + description row to add. */
export function CurrentChemicalsEditor({ items, onAdd, onRemove, busyKey }: CurrentChemicalsEditorProps) {
  const id = useId();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isAdding, setIsAdding] = useState(false);

  async function handleAdd() {
    const trimmed = name.trim();
    if (!trimmed) {
      setError('Chemical name is required');
      return;
    }
    setIsAdding(true);
    const isAdded = await onAdd({ name: trimmed, description: description.trim() || null });
    setIsAdding(false);
    if (!isAdded) return;
    setName('');
    setDescription('');
    setError(null);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void handleAdd();
  }

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <div>
        <h3 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
          Current Chemicals
        </h3>
        <p className="text-xs text-muted-foreground">Products this system receives today.</p>
      </div>
      {items.length > 0 ? (
        <ul className="grid gap-2">
          {items.map((item) => (
            <li key={item.key} className="flex items-start gap-3 rounded-lg border bg-slate-50/70 px-3 py-2">
              <FlaskConical className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <div className="text-sm font-medium break-words text-slate-900">{item.name}</div>
                {item.description && (
                  <div className="text-xs break-words text-muted-foreground">{item.description}</div>
                )}
              </div>
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={`Remove ${item.name}`}
                disabled={busyKey === item.key}
                onClick={() => onRemove(item.key)}
              >
                {busyKey === item.key ? <LoaderCircle className="animate-spin" /> : <X />}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-lg border border-dashed px-3 py-2.5 text-sm text-muted-foreground">
          No current chemicals recorded.
        </p>
      )}
      <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-name`}>Chemical Name</Label>
          <Input
            id={`${id}-name`}
            value={name}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            placeholder="e.g. Phosphonate blend"
            onChange={(event) => {
              setName(event.target.value);
              if (error) setError(null);
            }}
            onKeyDown={handleKeyDown}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-description`}>
            Description <span className="font-normal text-muted-foreground">(optional)</span>
          </Label>
          <Input
            id={`${id}-description`}
            value={description}
            placeholder="e.g. Scale inhibitor, 20 ppm"
            onChange={(event) => setDescription(event.target.value)}
            onKeyDown={handleKeyDown}
          />
        </div>
        <Button variant="outline" onClick={handleAdd} disabled={isAdding} className="w-full sm:w-auto">
          {isAdding ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Plus aria-hidden="true" />
          )}
          Add Chemical
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </section>
  );
}
