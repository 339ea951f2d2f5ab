import { queryOptions } from '@tanstack/react-query';
import { fetchJson } from '#client/lib/api.ts';
import type { FollowUp } from '#shared/schemas/follow-ups.ts';

/** Query keys of GET /api/follow-ups. */
export const followUpKeys = {
  all: ['follow-ups'] as const,
  list: () => ['follow-ups', 'list'] as const,
};

/** Surveys with a follow-up date or tasks, soonest first. */
export function followUpsQueryOptions() {
  return queryOptions({
    queryKey: followUpKeys.list(),
    queryFn: ({ signal }) => fetchJson<FollowUp[]>('/api/follow-ups', signal),
  });
}
