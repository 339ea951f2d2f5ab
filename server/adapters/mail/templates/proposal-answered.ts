import { renderEmail } from '../layout.ts';
import type { MailMessage } from '../types.ts';

/** Tells the rep the customer accepted or declined a proposal on its public page (decision 040). */
export function proposalAnsweredMessage(input: {
  to: string;
  proposalTitle: string;
  answer: 'accepted' | 'rejected';
  byName: string | null;
  byTitle: string | null;
  reason: string | null;
  at: Date;
  link: string;
}): MailMessage {
  const verb = input.answer === 'accepted' ? 'accepted' : 'declined';
  const subject = `Proposal ${verb}: ${input.proposalTitle}`;
  const who = input.byName ? `${input.byName}${input.byTitle ? `, ${input.byTitle}` : ''}` : 'Your customer';
  const body = renderEmail(subject, {
    greeting: 'Hello,',
    intro: [
      `${who} ${verb} "${input.proposalTitle}" on ${input.at.toUTCString()}.`,
      ...(input.reason ? [`Their reason: ${input.reason}`] : []),
    ],
    action: { label: 'Open the proposal', url: input.link },
    outro: [],
  });
  return { to: input.to, subject, ...body };
}
