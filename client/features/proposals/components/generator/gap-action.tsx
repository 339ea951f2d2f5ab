import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import type { PlanField } from '#shared/schemas/service-plan.ts';
import { fieldsOfTopic, type RequirementTopic } from '#shared/writing/requirement-topics.ts';

/** Answers a gap: from the service plan (no commitment) or with the rep's own commitment. */
export type AnswerGap = (requirementId: string, commitment?: string) => Promise<boolean>;

/**
 * The one-step answer of a gap in the generator's gap list (decision 037, amended): "Answer from the service plan"
 * fills the plan field that meets it from the requirement's words (or confirms the RFP's default) and adds the
 * answer to the text; "Write the commitment" adds the rep's own sentence as the answer.
 */
export function GapAction({
  requirementId,
  topic,
  toConfirm,
  onAnswer,
}: {
  requirementId: string;
  topic: RequirementTopic;
  toConfirm: PlanField[];
  onAnswer: AnswerGap;
}) {
  const [isWriting, setIsWriting] = useState(false);
  const [commitment, setCommitment] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const fields = topic === 'tests' ? [] : fieldsOfTopic(topic);
  const isWaiting = fields.some((field) => toConfirm.includes(field));
  const run = async (text?: string) => {
    setIsBusy(true);
    const isDone = await onAnswer(requirementId, text);
    setIsBusy(false);
    if (isDone) {
      setIsWriting(false);
      setCommitment('');
    } else if (!text) {
      setIsWriting(true);
    }
  };
  return (
    <div className="grid gap-2" data-testid="gap-action">
      <div className="flex flex-wrap gap-2">
        {fields.length > 0 && (
          <Button
            type="button"
            size="sm"
            onClick={() => void run()}
            disabled={isBusy}
            data-testid="gap-answer-from-plan"
          >
            {isBusy && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            {isWaiting ? 'Confirm from the RFP' : 'Answer from the service plan'}
          </Button>
        )}
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => setIsWriting((open) => !open)}
          disabled={isBusy}
          data-testid="gap-write-commitment"
        >
          Write the commitment
        </Button>
      </div>
      {isWriting && (
        <div className="grid gap-2">
          <Textarea
            rows={2}
            maxLength={1000}
            value={commitment}
            onChange={(event) => setCommitment(event.target.value)}
            aria-label={`Your commitment for ${requirementId}`}
            placeholder="What you commit to, as the customer will read it"
            data-testid="gap-commitment"
          />
          <Button
            type="button"
            size="sm"
            className="justify-self-start"
            onClick={() => void run(commitment.trim())}
            disabled={isBusy || commitment.trim() === ''}
            data-testid="gap-add-commitment"
          >
            Add to the proposal
          </Button>
        </div>
      )}
    </div>
  );
}
