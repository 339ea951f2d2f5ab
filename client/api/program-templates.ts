import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, fetchJson } from '#client/lib/api.ts';
import type { ProgramTemplate, ProgramTemplateInput } from '#shared/schemas/price-book.ts';
import type { Chemical } from '#shared/schemas/proposal.ts';

/** Query keys of the user's program templates. */
export const programTemplateKeys = {
  all: ['program-templates'] as const,
};

/** The user's program templates. */
export function templatesQueryOptions() {
  return queryOptions({
    queryKey: programTemplateKeys.all,
    queryFn: ({ signal }) => fetchJson<ProgramTemplate[]>('/api/program-templates', signal),
  });
}

/** POST or PUT a program template. */
export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: ProgramTemplateInput }) => {
      const url = id === null ? '/api/program-templates' : `/api/program-templates/${id}`;
      const res = await apiRequest(id === null ? 'POST' : 'PUT', url, input);
      return (await res.json()) as ProgramTemplate;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: programTemplateKeys.all }),
  });
}

/** DELETE /api/program-templates/:id. */
export function useDeleteTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/program-templates/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: programTemplateKeys.all }),
  });
}

/** POST /api/proposals/:id/apply-template: the rows it added, saved and priced by the server. */
export async function applyTemplate(proposalId: number, templateId: number): Promise<Chemical[]> {
  const res = await apiRequest('POST', `/api/proposals/${proposalId}/apply-template`, { templateId });
  return (await res.json()) as Chemical[];
}
