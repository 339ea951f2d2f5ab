import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import {
  type PlanLaboratory,
  type PlanRecords,
  RECORDS_LABELS,
  type ServicePlan,
} from '#shared/schemas/service-plan.ts';
import { FieldBadges, numberText, type PlanBadges } from './service-plan-parts.tsx';

// The service plan's reports and records and its laboratory (decision 037, third amendment): a report left on site,
// an electronic copy, the notice of a problem found, the site's forms and logbook, the equipment's manuals, alerts;
// the laboratory's certification and a plate count. A requirement asking for one the plan does not offer is a gap.

interface PlanPartProps {
  plan: ServicePlan;
  edit: (change: Partial<ServicePlan>) => void;
  badges: PlanBadges;
}

/** Whole hours as typed: blank is none (null); anything else that is not a whole number stays invalid. */
function readHours(text: string): number | null {
  const cleaned = text.trim();
  if (cleaned === '') return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : Number.NaN;
}

/** The reports and records of each visit beyond the written report. */
export function RecordsFields({ plan, edit, badges }: PlanPartProps) {
  const records = plan.records;
  const set = (change: Partial<PlanRecords>) => edit({ records: { ...records, ...change } });
  return (
    <fieldset className="grid grid-cols-[minmax(0,1fr)] gap-3" data-testid="plan-records">
      <legend className="mb-2 flex flex-wrap items-center gap-2 text-sm font-medium text-slate-800">
        Reports and records <FieldBadges field="records" badges={badges} />
      </legend>
      <div className="grid gap-2">
        {(Object.keys(RECORDS_LABELS) as (keyof typeof RECORDS_LABELS)[]).map((key) => (
          <label key={key} className="flex items-start gap-2 text-sm text-slate-700">
            <Checkbox
              className="mt-0.5"
              checked={records[key]}
              onCheckedChange={(checked) => set({ [key]: checked === true })}
              data-testid={`plan-records-${key}`}
            />
            {RECORDS_LABELS[key]}
          </label>
        ))}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="plan-records-notice">Problems found reported within (hours)</Label>
        <Input
          id="plan-records-notice"
          type="number"
          inputMode="numeric"
          min={1}
          max={168}
          placeholder="Not offered"
          value={numberText(records.problemNoticeHours)}
          onChange={(e) => set({ problemNoticeHours: readHours(e.target.value) })}
        />
      </div>
    </fieldset>
  );
}

/** The laboratory the lab tests go to: its certification, and a plate count with each analysis. */
export function LaboratoryFields({ plan, edit, badges }: PlanPartProps) {
  const laboratory = plan.laboratory;
  const set = (change: Partial<PlanLaboratory>) => edit({ laboratory: { ...laboratory, ...change } });
  return (
    <fieldset className="grid grid-cols-[minmax(0,1fr)] gap-3" data-testid="plan-laboratory">
      <legend className="mb-2 flex flex-wrap items-center gap-2 text-sm font-medium text-slate-800">
        Laboratory <FieldBadges field="laboratory" badges={badges} />
      </legend>
      <div className="grid gap-1.5">
        <Label htmlFor="plan-laboratory-certification">Laboratory certification</Label>
        <Input
          id="plan-laboratory-certification"
          maxLength={200}
          placeholder="e.g. NELAP-accredited, state certified"
          value={laboratory.certification}
          onChange={(e) => set({ certification: e.target.value })}
        />
      </div>
      <label className="flex items-start gap-2 text-sm text-slate-700">
        <Checkbox
          className="mt-0.5"
          checked={laboratory.plateCount}
          onCheckedChange={(checked) => set({ plateCount: checked === true })}
          data-testid="plan-laboratory-plate-count"
        />
        Heterotrophic plate count (HPC) with each lab analysis
      </label>
    </fieldset>
  );
}
