import { useState } from 'react';
import { useSaveWaterQuality, type WaterQualityPayload } from '#client/api/water-quality.ts';
import { FormFrame, TextareaField, TextFields } from '#client/components/form-fields.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { showError } from '#client/lib/show-error.ts';
import { type WaterQuality, WaterQualityFieldsSchema } from '#shared/schemas/water-quality.ts';
import { toTextValues } from '../hooks/form-values.ts';
import { type RegisterFlush, useStepForm } from '../hooks/use-step-form.ts';
import { SaveStatus } from './save-status.tsx';
import { PreviousButton, SaveAndContinueButton, StepCard } from './step-card.tsx';

const MEASURES = [
  { name: 'ph', label: 'pH', step: '0.1', min: '0', max: '14' },
  { name: 'conductivity', label: 'Conductivity (µS/cm)', step: '1', min: '0' },
  { name: 'hardness', label: 'Hardness (ppm CaCO₃)', step: '1', min: '0' },
  { name: 'alkalinity', label: 'Alkalinity (ppm CaCO₃)', step: '1', min: '0' },
  { name: 'silica', label: 'Silica (ppm)', step: '0.1', min: '0' },
  { name: 'iron', label: 'Iron (ppm)', step: '0.01', min: '0' },
  { name: 'copper', label: 'Copper (ppm)', step: '0.01', min: '0' },
  { name: 'chlorides', label: 'Chlorides (ppm)', step: '1', min: '0' },
] as const;

// The water-chemistry readings (docs/decisions/025-water-chemistry.md): the scale and corrosion indices use them.
const CHEMISTRY_MEASURES = [
  { name: 'calciumHardness', label: 'Calcium hardness (mg/L as CaCO₃)', step: '1', min: '0' },
  { name: 'tds', label: 'TDS (mg/L)', step: '1', min: '0' },
  { name: 'sulfate', label: 'Sulfate (mg/L)', step: '1', min: '0' },
  { name: 'temperatureF', label: 'Sample temperature (°F, 32–212)', step: '1', min: '32', max: '212' },
] as const;

const WATER_KEYS = [
  ...MEASURES.map((m) => m.name),
  ...CHEMISTRY_MEASURES.map((m) => m.name),
  'notes',
] as const;
type WaterKey = (typeof WATER_KEYS)[number];

/**
 * The body for POST /api/water-quality: checked numbers, blanks as null. A measured 0 (copper, iron) is a result,
 * not "Not tested", so unlike the spec's "falsy values as null" it is kept (docs/decisions/010-survey-client.md).
 */
export function toWaterQualityPayload(values: Record<string, string>): WaterQualityPayload {
  return WaterQualityFieldsSchema.parse(values) as WaterQualityPayload;
}

type WaterQualityStepProps = {
  surveyId: number;
  initial: WaterQuality | null;
  onBack: () => void;
  onSaved: () => void;
  registerFlush: RegisterFlush;
};

/** Step 3: water analysis; saved as one row per survey. */
export function WaterQualityStep({
  surveyId,
  initial,
  onBack,
  onSaved,
  registerFlush,
}: WaterQualityStepProps) {
  const saveWaterQuality = useSaveWaterQuality();
  const [isSaving, setIsSaving] = useState(false);
  const { form, autoSave, saveNow } = useStepForm(WaterQualityFieldsSchema, {
    defaultValues: toTextValues<WaterKey>(WATER_KEYS, initial),
    isEnabled: true,
    save: async (values) => {
      await saveWaterQuality.mutateAsync({ surveyId, payload: toWaterQualityPayload(values) });
    },
    failureDescription: 'Unable to save water quality data automatically. Please save manually.',
    registerFlush,
  });

  async function handleSubmit() {
    setIsSaving(true);
    try {
      await saveNow();
      toast({ title: 'Success', description: 'Water quality data saved successfully!' });
      onSaved();
    } catch {
      showError('Error', 'Failed to save water quality data. Please try again.');
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <FormFrame form={form} onSubmit={handleSubmit} className="">
      <StepCard
        title="Water Quality"
        description="Make-up water analysis. Leave a value blank if it was not tested."
        status={<SaveStatus status={autoSave.status} />}
        footer={
          <>
            <PreviousButton onBack={onBack} />
            <SaveAndContinueButton isSaving={isSaving} />
          </>
        }
      >
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          <TextFields control={form.control} type="number" inputMode="decimal" fields={MEASURES} />
        </div>
        <section
          className="mt-6 border-t border-slate-200 pt-5"
          aria-labelledby="chemistry-heading"
          aria-describedby="chemistry-hint"
        >
          <h3 id="chemistry-heading" className="text-sm font-semibold text-slate-900">
            Scale and corrosion readings
          </h3>
          <p
            id="chemistry-hint"
            className="mt-1 mb-4 text-sm text-muted-foreground"
            data-testid="chemistry-hint"
          >
            Optional: they sharpen the report's scale and corrosion indices. When left blank, TDS is estimated
            from conductivity (× 0.65), calcium hardness from total hardness, and the sample is taken as 77
            °F.
          </p>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextFields
              control={form.control}
              type="number"
              inputMode="decimal"
              fields={CHEMISTRY_MEASURES}
            />
          </div>
        </section>
        <TextareaField
          control={form.control}
          name="notes"
          label="Notes"
          className="mt-6"
          placeholder="Sample point, test method, anything unusual about the water"
        />
      </StepCard>
    </FormFrame>
  );
}
