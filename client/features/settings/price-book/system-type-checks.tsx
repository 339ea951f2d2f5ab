import { EQUIPMENT_TYPES } from '#shared/enums.ts';

/** `types` with `type` added (checked) or taken out. */
export function toggleSystemType(types: string[], type: string, isChecked: boolean): string[] {
  return isChecked ? [...types, type] : types.filter((t) => t !== type);
}

/**
 * One checkbox per kind of system, for what a product or a template line is for; `compact` is the template line's
 * smaller size. The caller lays them out.
 */
export function SystemTypeChecks({
  selected,
  onToggle,
  compact = false,
}: {
  selected: string[];
  onToggle: (type: string, isChecked: boolean) => void;
  compact?: boolean;
}) {
  return EQUIPMENT_TYPES.map((t) => (
    <label
      key={t.value}
      className={compact ? 'flex items-center gap-1.5 text-xs' : 'flex items-center gap-2 text-sm'}
    >
      <input
        type="checkbox"
        className={compact ? 'size-3.5 accent-brand-700' : 'size-4 accent-brand-700'}
        checked={selected.includes(t.value)}
        onChange={(event) => onToggle(t.value, event.target.checked)}
      />
      {t.label}
    </label>
  ));
}
