import { Input } from '#client/components/ui/input.tsx';
import type { SaveStatus } from '#client/lib/auto-save/auto-saver.ts';
import { MAX_TEMPERATURE_F, MIN_TEMPERATURE_F } from '#shared/water/constants.ts';
import { RowSaveStatus } from './row-save-status.tsx';

interface SkinTemperatureFieldProps {
  text: string;
  error: string | null;
  status: SaveStatus;
  canSave: boolean;
  onChange: (text: string) => void;
}

/** The what-if's skin temperature (°F): blank for the default 120 °F, checked as typed, saved quietly. */
export function SkinTemperatureField({ text, error, status, canSave, onChange }: SkinTemperatureFieldProps) {
  const shownStatus = status === 'idle' ? undefined : status === 'incomplete' ? 'error' : status;
  return (
    <div className="grid gap-1.5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <label htmlFor="skin-temperature" className="text-sm font-medium">
          Skin temperature
        </label>
        <RowSaveStatus state={shownStatus} />
      </div>
      <div className="flex items-center gap-2">
        <Input
          id="skin-temperature"
          type="number"
          inputMode="decimal"
          min={MIN_TEMPERATURE_F}
          max={MAX_TEMPERATURE_F}
          step="any"
          placeholder="120"
          value={text}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error !== null}
          aria-describedby="skin-temperature-help"
          className="h-9 w-24 text-right tabular-nums"
        />
        <span className="text-sm text-muted-foreground">°F</span>
      </div>
      {error ? (
        <p id="skin-temperature-help" className="text-xs font-medium text-red-700" role="alert">
          {error}
        </p>
      ) : (
        <p id="skin-temperature-help" className="text-xs text-muted-foreground">
          The hottest heat-exchanger surface, {MIN_TEMPERATURE_F} to {MAX_TEMPERATURE_F} °F; blank for 120 °F.
          {canSave ? '' : ' Saved with the proposal once the survey is final.'}
        </p>
      )}
    </div>
  );
}
