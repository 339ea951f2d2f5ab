import { eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { proposalSends, proposalShares } from '#db/schema/index.ts';
import { proposalSendMessage } from '#server/adapters/mail/templates/proposal-send.ts';
import type { MailService } from '#server/adapters/mail/types.ts';
import type { StorageService } from '#server/adapters/storage/types.ts';
import { clock } from '#server/lib/clock.ts';
import { HttpError } from '#server/lib/errors.ts';
import type { UserRow } from '#server/modules/auth/sessions.ts';
import { findCompany } from '#server/modules/company/company-settings.ts';
import { repOf } from '#server/modules/company/presenter.ts';
import type { SendProposalInput, SendProposalResult } from '#shared/schemas/proposal-sharing.ts';
import { lockOwnedProposal, requireOwnedProposal } from './ownership.ts';
import { issueShareLink, markSent } from './sharing.ts';

/** What sending needs: the database, the files (logo, photos), the mail adapter and the app's address. */
export interface SendDeps {
  db: Database;
  storage: StorageService;
  mail: MailService;
  appUrl: string;
  warn: (error: unknown, what: string) => void;
}

/**
 * POST /api/proposals/:id/send (decision 040): the proposal's PDF (and the survey report's, when asked) to the
 * customer with a new link to its public page, from the rep's company name with replies to the rep. Once the mail
 * has left, the proposal is Sent and the send is in its history; a mail that could not leave answers 502, is kept
 * in the history as not delivered, and its link is revoked. 404 for another user's proposal, 400 before it has text.
 */
export async function sendProposal(
  deps: SendDeps,
  user: UserRow,
  proposalId: number,
  input: SendProposalInput,
  now = clock.now(),
): Promise<SendProposalResult> {
  const { db } = deps;
  const { proposal } = await requireOwnedProposal(db, user.id, proposalId);
  // The PDFs first (a proposal without text is refused before any link is made); the PDF stack loads on first use.
  const { createProposalPdf } = await import('#server/modules/proposal-pdf/index.ts');
  const pdfDeps = {
    db,
    storage: deps.storage,
    onLogoError: (err: unknown) => deps.warn(err, 'company logo'),
  };
  const proposalPdf = await createProposalPdf(pdfDeps, user, proposalId);
  const attachments = [
    { filename: proposalPdf.fileName, content: proposalPdf.pdf, contentType: 'application/pdf' },
  ];
  if (input.includeReport) {
    const { createSurveyReportPdf } = await import('#server/modules/reports/survey-report-pdf.ts');
    const report = await createSurveyReportPdf(deps, user, proposal.surveyId);
    attachments.push({ filename: report.fileName, content: report.pdf, contentType: 'application/pdf' });
  }
  // The link is made (not yet marking the proposal Sent) before the mail, which carries it; no transaction is
  // held open while the mail server answers.
  const link = await db.transaction(async (tx) => {
    const { proposal: locked } = await lockOwnedProposal(tx, user.id, proposalId);
    return issueShareLink(tx, locked, {
      appUrl: deps.appUrl,
      expiresInDays: input.expiresInDays,
      now,
      marksSent: false,
    });
  });
  const company = await findCompany(db, user.id);
  const rep = repOf(user);
  const delivery = await deps.mail.send(
    proposalSendMessage({
      to: input.to,
      subject: input.subject,
      message: input.message ?? null,
      link: link.url,
      linkExpiresAt: new Date(link.expiresAt),
      companyName: company?.name ?? rep.name,
      brandColor: company?.brandColor ?? null,
      rep,
      attachments,
    }),
  );
  await db.transaction(async (tx) => {
    await tx.insert(proposalSends).values({
      proposalId,
      recipients: input.to,
      subject: input.subject,
      includeReport: input.includeReport,
      delivered: delivery.delivered,
      sentAt: now,
    });
    if (!delivery.delivered) {
      await tx.update(proposalShares).set({ revokedAt: now }).where(eq(proposalShares.id, link.shareId));
      return;
    }
    const { proposal: locked } = await lockOwnedProposal(tx, user.id, proposalId);
    await markSent(tx, locked, now);
  });
  if (!delivery.delivered)
    throw new HttpError(502, 'The e-mail could not be sent. Please check the addresses and try again.');
  return { delivered: true, sentAt: now.toISOString(), link: { url: link.url, expiresAt: link.expiresAt } };
}
