import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '#client/components/ui/popover.tsx';
import { cn } from '#client/lib/utils.ts';
import { systemDisplayName, systemTypeLabel } from '#shared/report/index.ts';
import type { Equipment } from '#shared/schemas/equipment.ts';

/** "CT-1 (Cooling Tower)", or "Unnamed System (Boiler)". */
export function systemOptionLabel(item: Pick<Equipment, 'name' | 'type'>): string {
  return `${systemDisplayName(item)} (${systemTypeLabel(item.type)})`;
}

function summarize(selected: Equipment[]): string {
  if (selected.length === 0) return 'Select systems';
  if (selected.length === 1) return systemDisplayName(selected[0]);
  return `${selected.length} systems`;
}

interface SystemsPickerProps {
  equipment: Equipment[];
  value: number[];
  onChange: (systemIds: number[]) => void;
  className?: string;
}

/** Multi-select of the survey's systems: a popover of checkboxes. */
export function SystemsPicker({ equipment, value, onChange, className }: SystemsPickerProps) {
  const baseId = useId();
  const selected = equipment.filter((item) => value.includes(item.id));

  const handleToggle = (id: number, isChecked: boolean) => {
    const next = isChecked ? [...value, id] : value.filter((v) => v !== id);
    // Keep the survey's order so the first selected system is stable.
    onChange(equipment.map((item) => item.id).filter((itemId) => next.includes(itemId)));
  };

  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          aria-label={`Systems: ${summarize(selected)}`}
          title={selected.map(systemOptionLabel).join(', ') || undefined}
          className={cn(
            'h-9 w-full justify-between gap-1 px-2.5 font-normal',
            selected.length === 0 && 'border-amber-300 text-muted-foreground',
            className,
          )}
        >
          <span className="truncate">{summarize(selected)}</span>
          <ChevronDown className="opacity-60" aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-72 p-2">
        {equipment.length === 0 ? (
          <p className="p-2 text-sm text-muted-foreground">This survey has no systems.</p>
        ) : (
          <ul className="grid gap-0.5" aria-label="Systems">
            {equipment.map((item) => {
              const id = `${baseId}-${item.id}`;
              return (
                <li key={item.id}>
                  <label
                    htmlFor={id}
                    className="flex cursor-pointer items-center gap-2.5 rounded-lg px-2 py-2 text-sm hover:bg-accent"
                  >
                    <Checkbox
                      id={id}
                      checked={value.includes(item.id)}
                      onCheckedChange={(checked) => handleToggle(item.id, checked === true)}
                    />
                    <span className="min-w-0 flex-1 truncate">{systemOptionLabel(item)}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}
