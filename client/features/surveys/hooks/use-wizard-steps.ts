import { useCallback, useEffect, useState } from 'react';
import { isStepReachable, parseStep } from './wizard-steps.ts';

/** History state key that keeps the current step across a reload and the switch from /new-survey. */
export const WIZARD_STEP_STATE_KEY = 'wizardStep';

function readHistoryStep(): unknown {
  const state: unknown = window.history.state;
  return state && typeof state === 'object'
    ? (state as Record<string, unknown>)[WIZARD_STEP_STATE_KEY]
    : null;
}

function writeHistoryStep(step: number): void {
  const state: unknown = window.history.state;
  const base = state && typeof state === 'object' ? state : {};
  window.history.replaceState({ ...base, [WIZARD_STEP_STATE_KEY]: step }, '');
}

/** Current step, completed steps and the reachability rule; the step survives a reload through history state. */
export function useWizardSteps({
  isEditing,
  initialCompleted,
}: {
  isEditing: boolean;
  initialCompleted: ReadonlySet<number>;
}) {
  const [currentStep, setCurrentStep] = useState(() => (isEditing ? parseStep(readHistoryStep()) : 1));
  const [completed, setCompleted] = useState<ReadonlySet<number>>(() => new Set(initialCompleted));

  useEffect(() => {
    writeHistoryStep(currentStep);
  }, [currentStep]);

  const canVisit = useCallback(
    (step: number) => isStepReachable(step, { isEditing, currentStep, completed }),
    [isEditing, currentStep, completed],
  );

  const completeStep = useCallback((step: number) => {
    setCompleted((prev) => (prev.has(step) ? prev : new Set([...prev, step])));
  }, []);

  const goTo = useCallback((step: number) => {
    setCurrentStep(parseStep(step));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, []);

  return { currentStep, completed, canVisit, completeStep, goTo };
}
