import { describe, expect, test } from 'vitest';
import {
  completedStepsFromData,
  isStepReachable,
  parseStep,
  percentLabel,
  progressPercent,
  stepLabel,
} from './wizard-steps.ts';

const state = (completed: number[], currentStep = 1, isEditing = false) => ({
  isEditing,
  currentStep,
  completed: new Set(completed),
});

describe('isStepReachable', () => {
  test('a new survey reaches only step 1 before anything is saved', () => {
    expect([1, 2, 3, 4].map((s) => isStepReachable(s, state([])))).toEqual([true, false, false, false]);
  });

  test('reaches one step beyond the highest completed step, not two', () => {
    expect(isStepReachable(2, state([1]))).toBe(true);
    expect(isStepReachable(3, state([1]))).toBe(false);
    expect(isStepReachable(4, state([1, 2, 3], 3))).toBe(true);
  });

  test('a completed step stays reachable, and earlier steps can be revisited', () => {
    expect(isStepReachable(3, state([3]))).toBe(true);
    expect(isStepReachable(1, state([], 3))).toBe(true);
  });

  test('every step is reachable while editing', () => {
    expect([1, 2, 3, 4].every((s) => isStepReachable(s, state([], 1, true)))).toBe(true);
  });

  test('steps outside 1 to 4 are never reachable', () => {
    expect(isStepReachable(0, state([1, 2, 3, 4], 1, true))).toBe(false);
    expect(isStepReachable(5, state([1, 2, 3, 4], 1, true))).toBe(false);
  });
});

describe('progress text', () => {
  test('X% Complete is (step - 1) / 4 as a percentage', () => {
    expect([1, 2, 3, 4].map(progressPercent)).toEqual([0, 25, 50, 75]);
    expect([1, 2, 3, 4].map(percentLabel)).toEqual([
      '0% Complete',
      '25% Complete',
      '50% Complete',
      '75% Complete',
    ]);
  });

  test('reads "Step N of 4"', () => {
    expect(stepLabel(3)).toBe('Step 3 of 4');
  });
});

describe('completedStepsFromData', () => {
  test('marks the steps whose data exists', () => {
    const done = completedStepsFromData({
      hasSurvey: true,
      equipmentCount: 0,
      hasWaterQuality: true,
      hasObservations: false,
    });
    expect([...done].sort()).toEqual([1, 3]);
  });
});

describe('parseStep', () => {
  test('keeps a valid step from history state and falls back otherwise', () => {
    expect(parseStep(3)).toBe(3);
    expect(parseStep('3')).toBe(1);
    expect(parseStep(9)).toBe(1);
    expect(parseStep(undefined, 2)).toBe(2);
  });
});
