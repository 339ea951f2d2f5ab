import { CircleCheck, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { type ObservationsPayload, useSaveObservations } from '#client/api/observations.ts';
import { useUpdateSurvey } from '#client/api/surveys.ts';
import { FormFrame, TextareaField, TextField } from '#client/components/form-fields.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { showError } from '#client/lib/show-error.ts';
import { type Observations, ObservationsFieldsSchema } from '#shared/schemas/observations.ts';
import { emptyToNull, type TextValues, toIsoDate, toTextValues } from '../hooks/form-values.ts';
import { type RegisterFlush, useStepForm } from '../hooks/use-step-form.ts';
import { SaveStatus } from './save-status.tsx';
import { PreviousButton, StepCard } from './step-card.tsx';

// What the rep saw and recommends: two long notes of the same size.
const FINDINGS = [
  {
    name: 'systemObservations',
    label: 'System Observations',
    placeholder: 'Scale, corrosion, fouling, equipment condition, control and feed issues',
  },
  {
    name: 'recommendations',
    label: 'Recommendations',
    placeholder: 'Treatment program changes, equipment repairs, monitoring',
  },
] as const;

const OBSERVATION_KEYS = ['systemObservations', 'recommendations', 'followUpTasks', 'followUpDate'] as const;
type ObservationValues = TextValues<(typeof OBSERVATION_KEYS)[number]>;

/** The body for POST /api/observations: blank text as null, the follow-up date as an ISO date or null. */
function toPayload(values: ObservationValues): ObservationsPayload {
  const parsed = emptyToNull(ObservationsFieldsSchema.parse(values));
  return {
    systemObservations: parsed.systemObservations ?? null,
    recommendations: parsed.recommendations ?? null,
    followUpTasks: parsed.followUpTasks ?? null,
    followUpDate: toIsoDate(parsed.followUpDate),
  };
}

type ObservationsStepProps = {
  surveyId: number;
  initial: Observations | null;
  onBack: () => void;
  registerFlush: RegisterFlush;
};

/** Step 4: observations and follow-up; saving it finalizes the survey and opens the report. */
export function ObservationsStep({ surveyId, initial, onBack, registerFlush }: ObservationsStepProps) {
  const [, navigate] = useLocation();
  const saveObservations = useSaveObservations();
  const updateSurvey = useUpdateSurvey();
  const [isSaving, setIsSaving] = useState(false);
  const { form, autoSave, saveNow } = useStepForm(ObservationsFieldsSchema, {
    defaultValues: toTextValues(OBSERVATION_KEYS, {
      ...initial,
      followUpDate: initial?.followUpDate?.slice(0, 10) ?? null,
    }),
    isEnabled: true,
    save: async (values) => {
      await saveObservations.mutateAsync({ surveyId, payload: toPayload(values) });
    },
    failureDescription: 'Unable to save observations automatically. Please save manually.',
    registerFlush,
  });

  async function handleSubmit() {
    setIsSaving(true);
    try {
      await saveNow();
    } catch {
      setIsSaving(false);
      showError('Error', 'Failed to save observations. Please try again.');
      return;
    }
    try {
      await updateSurvey.mutateAsync({ surveyId, input: { status: 'final' } });
      toast({
        title: 'Survey Finalized',
        description: 'The survey is complete and ready for a proposal.',
      });
    } catch {
      toast({
        title: 'Survey Completed',
        description: 'Observations saved successfully! The survey status could not be updated.',
      });
    }
    navigate(`/survey-report/${surveyId}`);
  }

  return (
    <FormFrame form={form} onSubmit={handleSubmit} className="">
      <StepCard
        title="Observations & Recommendations"
        description="What you saw, what you recommend, and when to follow up."
        status={<SaveStatus status={autoSave.status} />}
        footer={
          <>
            <PreviousButton onBack={onBack} />
            <Button type="submit" disabled={isSaving} className="w-full sm:w-auto">
              {isSaving ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <CircleCheck aria-hidden="true" />
              )}
              {isSaving ? 'Finishing…' : 'Complete Survey'}
            </Button>
          </>
        }
      >
        <div className="grid gap-5">
          {FINDINGS.map((field) => (
            <TextareaField key={field.name} control={form.control} rows={5} {...field} />
          ))}
          <div className="grid gap-5 sm:grid-cols-[1fr_14rem]">
            <TextareaField
              control={form.control}
              name="followUpTasks"
              label="Follow-up Tasks"
              rows={3}
              placeholder="What to do next and who to contact"
            />
            <TextField control={form.control} name="followUpDate" label="Follow-up Date" type="date" />
          </div>
        </div>
      </StepCard>
    </FormFrame>
  );
}
