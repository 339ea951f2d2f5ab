import { Mail, Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useSendProposal } from '#client/api/proposals.ts';
import { DialogActions, DialogFrame } from '#client/components/dialog-frame.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { errorMessage } from '#client/lib/api.ts';
import type { Proposal } from '#shared/schemas/proposal.ts';

interface SendProposalProps {
  proposal: Pick<Proposal, 'id' | 'title'>;
  /** The survey's contact e-mail: the first recipient. */
  contactEmail: string | null;
  /** Runs before the proposal is sent (the generator saves every change waiting to auto-save, like Download PDF). */
  beforeSend?: () => Promise<void>;
}

/**
 * "Send…" and its dialog (decision 040): recipients, subject, message, the survey report or not. On the proposal
 * detail page and in the generator; the fields start afresh each time it opens.
 */
export function SendProposalButton({ disabled, ...props }: SendProposalProps & { disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} disabled={disabled} data-testid="send-proposal">
        <Mail aria-hidden="true" /> Send…
      </Button>
      <DialogFrame
        open={open}
        onOpenChange={setOpen}
        title="Send proposal"
        description="The proposal PDF is attached, with a link where the customer can accept or decline it."
      >
        {open && <SendProposalForm {...props} onDone={() => setOpen(false)} />}
      </DialogFrame>
    </>
  );
}

function SendProposalForm({
  proposal,
  contactEmail,
  beforeSend,
  onDone,
}: SendProposalProps & { onDone: () => void }) {
  const send = useSendProposal();
  const [to, setTo] = useState(contactEmail ?? '');
  const [subject, setSubject] = useState(`Proposal: ${proposal.title}`);
  const [message, setMessage] = useState(
    `Hello,\n\nPlease find our proposal "${proposal.title}" attached. You can read it and accept it online through the link below.\n\nThank you,`,
  );
  const [includeReport, setIncludeReport] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const recipients = to
      .split(/[,;\s]+/)
      .map((a) => a.trim())
      .filter(Boolean);
    if (!recipients.length) return setProblem('At least one recipient is required');
    setProblem(null);
    send.mutate(
      { id: proposal.id, body: { to: recipients, subject, message, includeReport }, beforeSend },
      {
        onSuccess: () => {
          toast({ title: 'Proposal sent', description: `To ${recipients.join(', ')}` });
          onDone();
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <>
      <form onSubmit={onSubmit} className="grid gap-3" id="send-proposal-form">
        <div className="grid gap-1.5">
          <Label htmlFor="send-to">To (separate several with commas)</Label>
          <Input id="send-to" value={to} onChange={(e) => setTo(e.target.value)} autoComplete="off" />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="send-subject">Subject</Label>
          <Input id="send-subject" value={subject} onChange={(e) => setSubject(e.target.value)} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="send-message">Message</Label>
          <Textarea id="send-message" rows={6} value={message} onChange={(e) => setMessage(e.target.value)} />
        </div>
        <div className="flex items-center gap-2">
          <Checkbox
            id="send-report"
            checked={includeReport}
            onCheckedChange={(v) => setIncludeReport(v === true)}
          />
          <Label htmlFor="send-report">Attach the survey report PDF</Label>
        </div>
        {problem && (
          <p className="text-sm text-destructive" role="alert">
            {problem}
          </p>
        )}
      </form>
      <DialogActions
        onCancel={onDone}
        form="send-proposal-form"
        isPending={send.isPending}
        pendingLabel="Sending..."
      >
        <Send aria-hidden="true" />
        Send
      </DialogActions>
    </>
  );
}
