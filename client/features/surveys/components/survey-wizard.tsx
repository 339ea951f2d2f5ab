import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import type { Equipment } from '#shared/schemas/equipment.ts';
import type { Observations } from '#shared/schemas/observations.ts';
import type { Survey } from '#shared/schemas/survey.ts';
import type { WaterQuality } from '#shared/schemas/water-quality.ts';
import type { RegisterFlush, StepFlush } from '../hooks/use-step-form.ts';
import { useWizardSteps, WIZARD_STEP_STATE_KEY } from '../hooks/use-wizard-steps.ts';
import { completedStepsFromData } from '../hooks/wizard-steps.ts';
import { FacilityStep } from './facility-step.tsx';
import { WizardProgress } from './wizard-progress.tsx';

// Steps 2 to 4 (the equipment dialog, the water engine) load after the open step has drawn, not before its first
// paint (docs/decisions/039-fast-signed-in-pages.md); they are fetched once the page is idle, so moving on waits for
// nothing on a live connection.
const loadSystemsStep = () => import('./systems-step.tsx');
const loadWaterQualityStep = () => import('./water-quality-step.tsx');
const loadObservationsStep = () => import('./observations-step.tsx');
const SystemsStep = lazy(async () => ({ default: (await loadSystemsStep()).SystemsStep }));
const WaterQualityStep = lazy(async () => ({ default: (await loadWaterQualityStep()).WaterQualityStep }));
const ObservationsStep = lazy(async () => ({ default: (await loadObservationsStep()).ObservationsStep }));

function loadLaterSteps() {
  void loadSystemsStep();
  void loadWaterQualityStep();
  void loadObservationsStep();
}

/** Where a step stands while its code arrives. */
function StepSkeleton() {
  return <Skeleton className="h-96 w-full rounded-xl" data-testid="wizard-step-loading" />;
}

export type WizardData = {
  survey: Survey | null;
  equipment: Equipment[];
  waterQuality: WaterQuality | null;
  observations: Observations | null;
};

/** The four steps with their progress; a step's pending change is saved before another step opens. */
export function SurveyWizard({ surveyId, data }: { surveyId: number | null; data: WizardData }) {
  const [, navigate] = useLocation();
  // Only the first render's value is used: afterwards steps complete as they are saved in this visit.
  const initialCompleted = completedStepsFromData({
    hasSurvey: data.survey !== null,
    equipmentCount: data.equipment.length,
    hasWaterQuality: data.waterQuality !== null,
    hasObservations: data.observations !== null,
  });
  const steps = useWizardSteps({ isEditing: surveyId !== null, initialCompleted });
  const flushRef = useRef<StepFlush | null>(null);
  const registerFlush = useCallback<RegisterFlush>((flush) => {
    flushRef.current = flush;
  }, []);

  async function moveTo(step: number, { isAfterSave = false } = {}) {
    if (step === steps.currentStep || (!isAfterSave && !steps.canVisit(step))) return;
    const flush = flushRef.current;
    if (!isAfterSave && flush && !(await flush())) return;
    steps.goTo(step);
  }

  function completeAndContinue(step: number) {
    steps.completeStep(step);
    void moveTo(step + 1, { isAfterSave: true });
  }

  function handleFacilitySaved(survey: Survey, wasCreated: boolean) {
    if (wasCreated) {
      // The id goes into the URL so a reload keeps the survey; the wizard reopens on step 2.
      navigate(`/edit-survey/${survey.id}`, { replace: true, state: { [WIZARD_STEP_STATE_KEY]: 2 } });
      return;
    }
    completeAndContinue(1);
  }

  useEffect(() => {
    const idle = window.requestIdleCallback?.(loadLaterSteps) ?? window.setTimeout(loadLaterSteps, 1000);
    return () => (window.cancelIdleCallback ? window.cancelIdleCallback(idle) : window.clearTimeout(idle));
  }, []);

  const step = surveyId === null ? 1 : steps.currentStep;
  return (
    <>
      <WizardProgress
        currentStep={step}
        completed={steps.completed}
        canVisit={steps.canVisit}
        onSelect={(target) => void moveTo(target)}
      />
      <Suspense fallback={<StepSkeleton />}>
        {step === 1 && (
          <FacilityStep survey={data.survey} onSaved={handleFacilitySaved} registerFlush={registerFlush} />
        )}
        {step === 2 && surveyId !== null && (
          <SystemsStep
            surveyId={surveyId}
            onBack={() => void moveTo(1)}
            onContinue={() => completeAndContinue(2)}
          />
        )}
        {step === 3 && surveyId !== null && (
          <WaterQualityStep
            surveyId={surveyId}
            initial={data.waterQuality}
            onBack={() => void moveTo(2)}
            onSaved={() => completeAndContinue(3)}
            registerFlush={registerFlush}
          />
        )}
        {step === 4 && surveyId !== null && (
          <ObservationsStep
            surveyId={surveyId}
            initial={data.observations}
            onBack={() => void moveTo(3)}
            registerFlush={registerFlush}
          />
        )}
      </Suspense>
    </>
  );
}
