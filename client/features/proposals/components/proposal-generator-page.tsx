import { useQuery } from '@tanstack/react-query';
import { FileQuestion, SearchX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import { proposalChemicalsQueryOptions } from '#client/api/chemicals.ts';
import { surveyProposalQueryOptions } from '#client/api/proposals.ts';
import { EmptyState } from '#client/components/empty-state.tsx';
import { LinkButton } from '#client/components/link-button.tsx';
import { parseRecordId } from '#shared/ids.ts';
import { useSurveyData } from '../hooks/use-survey-data.ts';
import { GeneratorSkeleton } from './generator/generator-skeleton.tsx';
import { GeneratorWorkspace } from './generator/generator-workspace.tsx';
import { preloadWorkspaceParts } from './generator/lazy-parts.tsx';

function BackToSurveys() {
  return <LinkButton href="/surveys">Back to My Surveys</LinkButton>;
}

/** /proposal-generator?surveyId=: loads the survey, its systems, water quality and any saved proposal. */
export function ProposalGeneratorPage() {
  const surveyId = parseRecordId(new URLSearchParams(useSearch()).get('surveyId'));
  if (surveyId === null) {
    return (
      <EmptyState
        icon={FileQuestion}
        title="Invalid Survey ID"
        description="Open the generator from a final survey on My Surveys."
        action={<BackToSurveys />}
      />
    );
  }
  return <GeneratorLoader key={surveyId} surveyId={surveyId} />;
}

function GeneratorLoader({ surveyId }: { surveyId: number }) {
  const { survey, equipment, waterQuality } = useSurveyData(surveyId);
  // The workspace's later parts load while its data does, after the first paint (decision 039).
  useEffect(preloadWorkspaceParts, []);
  const proposal = useQuery(surveyProposalQueryOptions(surveyId));
  const proposalId = proposal.data?.id ?? null;
  const chemicals = useQuery(proposalChemicalsQueryOptions(proposalId));
  const queries = [survey, equipment, waterQuality, proposal, chemicals];
  // Mount the editor once, from fresh data; later refetches (after auto-saves) must not reset it.
  const hasShownRef = useRef(false);
  const isReady =
    queries.every((q) => !q.isFetching && !q.isError) &&
    !!survey.data &&
    !!equipment.data &&
    (proposalId === null || chemicals.isSuccess);
  if (isReady) hasShownRef.current = true;

  if (!hasShownRef.current && queries.some((q) => q.isError)) {
    return (
      <EmptyState
        icon={SearchX}
        title="Survey Not Found"
        description="This survey doesn't exist or couldn't be loaded."
        action={<BackToSurveys />}
      />
    );
  }
  if (!hasShownRef.current || !survey.data || !equipment.data) return <GeneratorSkeleton />;
  return (
    <GeneratorWorkspace
      survey={survey.data}
      equipment={equipment.data}
      waterQuality={waterQuality.data ?? null}
      initialProposal={proposal.data ?? null}
      initialChemicals={chemicals.data ?? []}
    />
  );
}
