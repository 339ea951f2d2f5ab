import { useCallback, useRef, useState } from 'react';
import { useCreateProposal, useUpdateProposal } from '#client/api/proposals.ts';
import { toast } from '#client/hooks/use-toast.ts';
import { errorMessage } from '#client/lib/api.ts';
import { showError } from '#client/lib/show-error.ts';
import { defaultProposalTitle } from '#shared/proposals/defaults.ts';
import type { Proposal, ProposalUpdateInput } from '#shared/schemas/proposal.ts';
import type { Survey } from '#shared/schemas/survey.ts';
import { ProposalUnavailableError } from '../lib/chemical-autosaver.ts';

/** The generator's proposal: its title, saving it (POST first, PUT afterwards) and its target cycles. */
export function useGeneratorProposal(survey: Survey, initial: Proposal | null) {
  const [proposal, setProposal] = useState<Proposal | null>(initial);
  const [title, setTitle] = useState(initial?.title ?? defaultProposalTitle(survey.facilityName));
  const [isSaving, setIsSaving] = useState(false);
  const proposalRef = useRef(proposal);
  const creatingRef = useRef<Promise<number> | null>(null);
  const titleRef = useRef(title);
  titleRef.current = title;
  const canCreate = survey.status === 'final';
  const { mutateAsync: createProposal } = useCreateProposal();
  const { mutateAsync: updateMutation } = useUpdateProposal();
  const updateProposal = useCallback(
    (id: number, body: ProposalUpdateInput) => updateMutation({ id, body }),
    [updateMutation],
  );

  // The mutations store the saved proposal in the cache; the hook keeps its own copy for the page.
  const remember = useCallback((saved: Proposal) => {
    proposalRef.current = saved;
    setProposal(saved);
  }, []);

  const draftBody = useCallback(
    (totalAnnualCost: number) => ({
      surveyId: survey.id,
      title: titleRef.current.trim() || defaultProposalTitle(survey.facilityName),
      status: 'draft' as const,
      totalAnnualCost,
    }),
    [survey.id, survey.facilityName],
  );

  /** The saved proposal's id, creating the draft first when there is none (one creation at a time). */
  const ensureProposalId = useCallback(
    (totalAnnualCost = 0): Promise<number> => {
      if (proposalRef.current) return Promise.resolve(proposalRef.current.id);
      if (!canCreate) return Promise.reject(new ProposalUnavailableError('Survey is not final'));
      creatingRef.current ??= createProposal(draftBody(totalAnnualCost))
        .then((saved) => {
          remember(saved);
          return saved.id;
        })
        .catch(() => {
          creatingRef.current = null;
          showError('Error', 'Failed to create proposal');
          throw new ProposalUnavailableError('Proposal could not be created');
        });
      return creatingRef.current;
    },
    [canCreate, createProposal, draftBody, remember],
  );

  /** Saves the proposal as a draft with the engine's total: POST the first time, PUT afterwards. */
  const saveProposal = useCallback(
    async (totalAnnualCost: number) => {
      setIsSaving(true);
      // A draft being created by an auto-save is the one to update, not a second one to create.
      await creatingRef.current?.catch(() => null);
      const existing = proposalRef.current;
      try {
        const saved = existing
          ? await updateProposal(existing.id, draftBody(totalAnnualCost))
          : await createProposal(draftBody(totalAnnualCost));
        remember(saved);
        toast({ title: 'Proposal saved', description: saved.title });
        return saved;
      } catch {
        showError('Error', existing ? 'Failed to update proposal' : 'Failed to create proposal');
        return null;
      } finally {
        setIsSaving(false);
      }
    },
    [createProposal, draftBody, remember, updateProposal],
  );

  /** Stores a target cycles value on the proposal (creating the draft first when needed). */
  const saveTargetCycles = useCallback(
    async (targetCycles: number) => {
      try {
        const id = await ensureProposalId();
        remember(await updateProposal(id, { targetCycles }));
        toast({
          title: 'Target cycles saved',
          description: `The proposal now targets ${targetCycles} cycles.`,
        });
      } catch (error) {
        if (!(error instanceof ProposalUnavailableError)) showError('Error', 'Failed to update proposal');
      }
    },
    [ensureProposalId, remember, updateProposal],
  );

  /** Stores the what-if's skin temperature (null for the default) on the proposal; throws when it fails. */
  const saveSkinTemperature = useCallback(
    async (skinTemperatureF: number | null) => {
      const id = await ensureProposalId();
      remember(await updateProposal(id, { skinTemperatureF }));
    },
    [ensureProposalId, remember, updateProposal],
  );

  /** Stores the proposal's date or valid-until date on the saved proposal; the server's message when refused. */
  const saveDates = useCallback(
    async (dates: Pick<ProposalUpdateInput, 'proposalDate' | 'validUntil'>) => {
      const existing = proposalRef.current;
      if (!existing) return;
      try {
        remember(await updateProposal(existing.id, dates));
      } catch (error) {
        showError('Error', errorMessage(error, 'Failed to update proposal'));
      }
    },
    [remember, updateProposal],
  );

  return {
    proposal,
    title,
    saveDates,
    setTitle,
    isSaving,
    canCreate,
    ensureProposalId,
    saveProposal,
    saveTargetCycles,
    saveSkinTemperature,
  };
}
