import { useState } from 'react';
import { useLocation } from 'wouter';
import { useCreateSurvey, useUpdateSurvey } from '#client/api/surveys.ts';
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx';
import { FormFrame, TextField, TextFields } from '#client/components/form-fields.tsx';
import { SelectField } from '#client/components/select-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { showError } from '#client/lib/show-error.ts';
import { INDUSTRY_TYPES } from '#shared/enums.ts';
import { type Survey, type SurveyCreateInput, SurveyCreateInputSchema } from '#shared/schemas/survey.ts';
import { emptyToNull, hasAnyContent, type TextValues, toTextValues } from '../hooks/form-values.ts';
import { type RegisterFlush, useStepForm } from '../hooks/use-step-form.ts';
import { SaveStatus } from './save-status.tsx';
import { SaveAndContinueButton, StepCard } from './step-card.tsx';

// The site's address and the people to work with, in the order the step shows them.
const CONTACT_FIELDS = [
  {
    name: 'facilityAddress',
    label: 'Facility Address',
    required: true,
    className: 'sm:col-span-2',
    placeholder: 'Street, city, state, ZIP',
    autoComplete: 'street-address',
  },
  { name: 'contactName', label: 'Contact Name', autoComplete: 'name' },
  { name: 'contactPhone', label: 'Contact Phone', type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  {
    name: 'contactEmail',
    label: 'Contact Email',
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
    autoCapitalize: 'none',
  },
  { name: 'currentVendor', label: 'Current Vendor', placeholder: 'Current water treatment provider' },
] as const;

const FACILITY_KEYS = [
  'facilityName',
  'industryType',
  'facilityAddress',
  'contactName',
  'contactPhone',
  'contactEmail',
  'currentVendor',
] as const;
type FacilityValues = TextValues<(typeof FACILITY_KEYS)[number]>;

/** The survey body from the form's text: blank optional fields are sent as null. */
function toSurveyInput(values: FacilityValues): SurveyCreateInput {
  return emptyToNull(SurveyCreateInputSchema.parse(values)) as SurveyCreateInput;
}

type FacilityStepProps = {
  survey: Survey | null;
  onSaved: (survey: Survey, wasCreated: boolean) => void;
  registerFlush: RegisterFlush;
};

/** Step 1: facility details. Saving creates the survey (or updates it) and moves to step 2. */
export function FacilityStep({ survey, onSaved, registerFlush }: FacilityStepProps) {
  const createSurvey = useCreateSurvey();
  const updateSurvey = useUpdateSurvey();
  const [isSaving, setIsSaving] = useState(false);
  const [isConfirmingDiscard, setIsConfirmingDiscard] = useState(false);
  const [, navigate] = useLocation();
  const { form, autoSave } = useStepForm(SurveyCreateInputSchema, {
    defaultValues: toTextValues(FACILITY_KEYS, survey),
    isEnabled: survey !== null,
    save: async (values) => {
      if (survey) await updateSurvey.mutateAsync({ surveyId: survey.id, input: toSurveyInput(values) });
    },
    failureDescription: 'Unable to save changes automatically. Please save manually.',
    registerFlush,
  });

  async function handleSubmit() {
    const values = form.getValues();
    setIsSaving(true);
    try {
      const input = toSurveyInput(values);
      const saved = survey
        ? await updateSurvey.mutateAsync({ surveyId: survey.id, input })
        : await createSurvey.mutateAsync({ ...input, status: 'in_progress' });
      autoSave.markSaved(values);
      toast({ title: 'Success', description: 'Facility information saved successfully!' });
      onSaved(saved, survey === null);
    } catch {
      showError('Error', 'Failed to save facility information. Please try again.');
    } finally {
      setIsSaving(false);
    }
  }

  /** A survey not yet created exists only in the form: leaving would lose the typing, so ask first. */
  function handleCancel() {
    if (survey === null && hasAnyContent(form.getValues())) setIsConfirmingDiscard(true);
    else navigate('/surveys');
  }

  return (
    <>
      <FormFrame form={form} onSubmit={handleSubmit} className="">
        <StepCard
          title="Facility Information"
          description="Who and where: the site, its industry and the people you work with."
          status={survey ? <SaveStatus status={autoSave.status} /> : undefined}
          footer={
            <>
              <Button type="button" variant="ghost" onClick={handleCancel} className="w-full sm:w-auto">
                Cancel
              </Button>
              <SaveAndContinueButton isSaving={isSaving} />
            </>
          }
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              control={form.control}
              name="facilityName"
              label="Facility Name"
              required
              placeholder="e.g. Riverside Medical Center"
              autoComplete="organization"
            />
            <SelectField
              control={form.control}
              name="industryType"
              label="Industry Type"
              required
              options={INDUSTRY_TYPES}
              placeholder="Select industry type"
            />
            <TextFields control={form.control} fields={CONTACT_FIELDS} />
          </div>
        </StepCard>
      </FormFrame>
      <ConfirmDialog
        open={isConfirmingDiscard}
        onOpenChange={setIsConfirmingDiscard}
        title="Discard this survey?"
        description="The facility details you typed have not been saved yet. Discard them and go back to My Surveys?"
        confirmLabel="Discard"
        cancelLabel="Keep Editing"
        onConfirm={() => navigate('/surveys')}
      />
    </>
  );
}
