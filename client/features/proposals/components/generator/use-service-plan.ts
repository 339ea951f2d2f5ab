import { useCallback, useRef, useState } from 'react';
import { useSaveServicePlan } from '#client/api/service-plan.ts';
import type { SaveStatus } from '#client/lib/auto-save/auto-saver.ts';
import { useAutoSaver } from '#client/lib/auto-save/use-auto-saver.ts';
import { showError } from '#client/lib/show-error.ts';
import { AUTO_SAVE_DELAY_MS } from '#shared/constants.ts';
import { type ServicePlan, ServicePlanSchema } from '#shared/schemas/service-plan.ts';

/** The plan's one key in the auto-save engine. */
const PLAN = 'plan';

/** The first problem of a plan as the schema words it, or null when it can be saved. */
function problemOf(plan: ServicePlan): string | null {
  const parsed = ServicePlanSchema.safeParse(plan);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'The plan cannot be saved');
}

/**
 * The service plan as the rep edits it: checked with the shared schema, auto-saved 2 s after the last change with
 * the one auto-save engine (a Download PDF saves it at once through the generator's flush scope).
 */
export function useServicePlanEditor(proposalId: number, initial: ServicePlan) {
  const [plan, setPlan] = useState(initial);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const latestRef = useRef(initial);
  const { mutateAsync: savePlan } = useSaveServicePlan();
  const saver = useAutoSaver<typeof PLAN>({
    delayMs: AUTO_SAVE_DELAY_MS,
    isReady: () => problemOf(latestRef.current) === null,
    save: async () => {
      await savePlan({ proposalId, plan: ServicePlanSchema.parse(latestRef.current) });
    },
    onStatusChange: (_key, next) => setStatus(next),
    onError: () => showError('Auto-save Failed', 'The service plan could not be saved. Please try again.'),
  });

  /** Any change of the plan: shown at once, saved 2 s after the last one when it fits the schema. */
  const edit = useCallback(
    (change: Partial<ServicePlan>) => {
      const next = { ...latestRef.current, ...change };
      latestRef.current = next;
      setPlan(next);
      setProblem(problemOf(next));
      saver.schedule(PLAN);
    },
    [saver],
  );

  return { plan, status, problem, edit };
}
