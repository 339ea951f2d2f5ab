import { useQuery } from '@tanstack/react-query';
import type { FollowUp } from '#shared/schemas/survey.ts';

/** Query key of GET /api/follow-ups. */
export const followUpKeys = { all: ['/api/follow-ups'] as const };

/** GET /api/follow-ups: surveys with a follow-up date or tasks, soonest first. */
export function useFollowUps() {
  return useQuery<FollowUp[]>({ queryKey: followUpKeys.all });
}
