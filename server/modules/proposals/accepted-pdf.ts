import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import {
  proposalAcceptances,
  proposalSends,
  proposalShares,
  proposalStatusChanges,
  proposals,
  users,
} from '#db/schema/index.ts';
import { loadSigningIdentity, signPdf } from '#server/adapters/signing/pdf-signing.ts';
import type { StorageService } from '#server/adapters/storage/types.ts';
import type { AppConfig } from '#server/env.ts';
import { notFound } from '#server/lib/errors.ts';
import { proposalPdfDisposition } from '#server/modules/proposal-pdf/file-name.ts';
import { requireOwnedProposal } from './ownership.ts';
import { sharedProposalOwner } from './sharing.ts';

/** The 404 message before a proposal is accepted online. */
export const NOT_ACCEPTED_MESSAGE = 'This proposal has no signed acceptance yet';

/** What making the accepted PDF needs. */
export interface AcceptedPdfDeps {
  db: Database;
  storage: StorageService;
  config: Pick<AppConfig, 'SIGNING_P12_PATH' | 'SIGNING_P12_PASSWORD' | 'appUrl'>;
  warn: (error: unknown) => void;
}

/**
 * Makes and keeps the accepted proposal's signed record (decision 040), right after the customer accepted: the
 * proposal PDF as it stands at that moment (its content frozen from then on: the record is stored, never redrawn)
 * with a certificate page of its audit trail, signed PKCS#7 with the installation's or the configured certificate.
 */
export async function recordAcceptedPdf(deps: AcceptedPdfDeps, proposalId: number): Promise<void> {
  const { db } = deps;
  const [row] = await db
    .select({ rep: users })
    .from(proposals)
    .innerJoin(users, eq(users.id, proposals.userId))
    .where(eq(proposals.id, proposalId));
  const [accepted] = await db
    .select()
    .from(proposalStatusChanges)
    .where(
      and(eq(proposalStatusChanges.proposalId, proposalId), eq(proposalStatusChanges.status, 'accepted')),
    )
    .orderBy(desc(proposalStatusChanges.changedAt))
    .limit(1);
  if (!row || !accepted?.ipAddress) return;
  const sends = await db
    .select()
    .from(proposalSends)
    .where(and(eq(proposalSends.proposalId, proposalId), eq(proposalSends.delivered, true)))
    .orderBy(asc(proposalSends.sentAt));
  const shares = await db
    .select()
    .from(proposalShares)
    .where(eq(proposalShares.proposalId, proposalId))
    .orderBy(asc(proposalShares.createdAt));
  const opened = shares.filter((share) => share.firstOpenedAt);
  const { createProposalPdf } = await import('#server/modules/proposal-pdf/index.ts');
  const { pdf } = await createProposalPdf(
    { db, storage: deps.storage, onLogoError: deps.warn },
    row.rep,
    proposalId,
    {
      generatedAt: accepted.changedAt,
      certificate: {
        sends: sends.map((send) => ({ at: send.sentAt, to: send.recipients })),
        linksMade: shares.map((share) => share.createdAt),
        opened: {
          first: opened.map((s) => s.firstOpenedAt!).sort((a, b) => a.getTime() - b.getTime())[0] ?? null,
          last: opened.map((s) => s.lastOpenedAt!).sort((a, b) => b.getTime() - a.getTime())[0] ?? null,
          count: shares.reduce((sum, share) => sum + share.openCount, 0),
        },
        accepted: {
          at: accepted.changedAt,
          name: accepted.actorName ?? '',
          title: accepted.actorTitle,
          ipAddress: accepted.ipAddress,
          userAgent: accepted.userAgent,
        },
      },
    },
  );
  const signed = await signPdf(pdf, await loadSigningIdentity(db, deps.config), {
    reason: `Proposal accepted by ${accepted.actorName ?? 'the customer'}`,
    name: accepted.actorName ?? 'Customer',
    location: accepted.ipAddress,
    contactInfo: row.rep.email,
    signingTime: accepted.changedAt,
  });
  await db
    .insert(proposalAcceptances)
    .values({ proposalId, pdf: signed.toString('base64'), createdAt: accepted.changedAt })
    .onConflictDoNothing();
}

/** A stored signed record and the Content-Disposition that names it. */
export interface AcceptedPdf {
  pdf: Buffer;
  contentDisposition: string;
}

/**
 * The stored record; when making it failed at acceptance (logged there), it is made now, as long as the proposal is
 * still Accepted (a proposal returned to Draft for editing has no record to make).
 */
async function readStored(deps: AcceptedPdfDeps, proposalId: number): Promise<AcceptedPdf> {
  const { db } = deps;
  const read = () =>
    db
      .select({ pdf: proposalAcceptances.pdf, title: proposals.title })
      .from(proposalAcceptances)
      .innerJoin(proposals, eq(proposals.id, proposalAcceptances.proposalId))
      .where(eq(proposalAcceptances.proposalId, proposalId));
  let [row] = await read();
  if (!row) {
    const [proposal] = await db
      .select({ status: proposals.status })
      .from(proposals)
      .where(eq(proposals.id, proposalId));
    if (proposal?.status !== 'accepted') throw notFound(NOT_ACCEPTED_MESSAGE);
    await recordAcceptedPdf(deps, proposalId);
    [row] = await read();
  }
  if (!row) throw notFound(NOT_ACCEPTED_MESSAGE);
  const { header } = proposalPdfDisposition(`${row.title} (accepted)`);
  return { pdf: Buffer.from(row.pdf, 'base64'), contentDisposition: header };
}

/** GET /api/proposals/:id/accepted.pdf: the rep's copy; 404 for another user's proposal or before acceptance. */
export async function readAcceptedPdf(
  deps: AcceptedPdfDeps,
  userId: string,
  proposalId: number,
): Promise<AcceptedPdf> {
  await requireOwnedProposal(deps.db, userId, proposalId);
  return readStored(deps, proposalId);
}

/** GET /api/public/proposals/:token/accepted.pdf: the customer's copy, while the link works. */
export async function readSharedAcceptedPdf(deps: AcceptedPdfDeps, token: string): Promise<AcceptedPdf> {
  const { proposalId } = await sharedProposalOwner(deps.db, token);
  return readStored(deps, proposalId);
}
