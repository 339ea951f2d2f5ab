/** The wizard's four steps, in order. */
export const WIZARD_STEPS = [
  { number: 1, title: 'Facility Info' },
  { number: 2, title: 'Systems' },
  { number: 3, title: 'Water Quality' },
  { number: 4, title: 'Observations' },
] as const;

export const STEP_COUNT = WIZARD_STEPS.length;

export interface ReachabilityState {
  isEditing: boolean;
  currentStep: number;
  completed: ReadonlySet<number>;
}

/** The highest completed step, 0 when none is. */
export function highestCompletedStep(completed: ReadonlySet<number>): number {
  return Math.max(0, ...completed);
}

/**
 * A step is reachable when the survey is being edited, when it is already completed, when it is at most one
 * beyond the highest completed step, or when it comes before the current one (earlier steps can be revisited).
 */
export function isStepReachable(step: number, state: ReachabilityState): boolean {
  if (step < 1 || step > STEP_COUNT) return false;
  if (state.isEditing || state.completed.has(step) || step <= state.currentStep) return true;
  return step <= highestCompletedStep(state.completed) + 1;
}

/** Progress through the wizard: (step - 1) / 4 as a percentage. */
export function progressPercent(step: number): number {
  return ((step - 1) / STEP_COUNT) * 100;
}

/** "Step N of 4". */
export function stepLabel(step: number): string {
  return `Step ${step} of ${STEP_COUNT}`;
}

/** "X% Complete". */
export function percentLabel(step: number): string {
  return `${Math.round(progressPercent(step))}% Complete`;
}

/** When editing, the steps whose data exists count as completed. */
export function completedStepsFromData(data: {
  hasSurvey: boolean;
  equipmentCount: number;
  hasWaterQuality: boolean;
  hasObservations: boolean;
}): Set<number> {
  const completed = new Set<number>();
  if (data.hasSurvey) completed.add(1);
  if (data.equipmentCount > 0) completed.add(2);
  if (data.hasWaterQuality) completed.add(3);
  if (data.hasObservations) completed.add(4);
  return completed;
}

/** A step number from history state, or the fallback when it is missing or out of range. */
export function parseStep(value: unknown, fallback = 1): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= STEP_COUNT
    ? value
    : fallback;
}
