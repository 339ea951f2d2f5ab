import { PLAN_WITHOUT_EXTRAS, type ServicePlan } from '#shared/schemas/service-plan.ts';

/** A service plan of twelve visits a year that offers nothing else (no tests, no extras), with `overrides`. */
export function buildServicePlan(overrides: Partial<ServicePlan> = {}): ServicePlan {
  return {
    visitsPerYear: 12,
    tests: [],
    labTesting: 'none',
    legionellaTesting: 'none',
    reportDeadlineDays: 5,
    cleaning: 'none',
    disinfection: false,
    corrosionMonitoring: 'none',
    feedEquipment: 'none',
    emergencyResponseHours: null,
    certifications: '',
    showExceptions: false,
    ...PLAN_WITHOUT_EXTRAS,
    ...overrides,
  };
}
