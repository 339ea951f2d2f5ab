import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import {
  chemicals,
  proposalSends,
  proposalShares,
  proposalStatusChanges,
  proposals,
  users,
} from '#db/schema/index.ts';
import { clock } from '#server/lib/clock.ts';
import { badRequest, HttpError, notFound } from '#server/lib/errors.ts';
import { hashToken, type UserRow } from '#server/modules/auth/sessions.ts';
import { findCompany } from '#server/modules/company/company-settings.ts';
import { repNameOf } from '#server/modules/company/presenter.ts';
import {
  type AcceptProposalInput,
  CHANGED_SINCE_SENT_MESSAGE,
  DEFAULT_SHARE_DAYS,
  type DeclineProposalInput,
  LINK_EXPIRED_MESSAGE,
  LINK_NOT_FOUND_MESSAGE,
  LINK_REVOKED_MESSAGE,
  type ProposalSharing,
  type PublicProposal,
  type ShareLink,
} from '#shared/schemas/proposal-sharing.ts';
import { lockOwnedProposal, type ProposalRow, requireOwnedProposal } from './ownership.ts';
import { recordStatusChange } from './status-history.ts';
import { readProposalOpens } from './tracking.ts';

// Share links, the customer's answer and the open counts (docs/decisions/040-send-share-and-accept.md).

/** A transaction on the app's database. */
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The 400 message when a proposal without written content is shared or sent. */
export const NOTHING_TO_SHARE_MESSAGE =
  'This proposal has no written content yet. Generate the AI proposal first, then share or send it.';
const ALREADY_ACCEPTED_MESSAGE = 'This proposal was already accepted.';
const ALREADY_DECLINED_MESSAGE = 'This proposal was already declined.';

/** The public page of a link's token. */
export function publicPageUrl(appUrl: string, token: string): string {
  return `${appUrl}/p/${token}`;
}

/**
 * The proposal's content as the customer reads it: title, dates, text, service plan, total and every chemical
 * line. A link remembers it, so a proposal edited after sending cannot be accepted until it is sent again.
 */
export async function proposalFingerprint(db: Database, proposal: ProposalRow): Promise<string> {
  const lines = await db
    .select({
      name: chemicals.name,
      type: chemicals.type,
      description: chemicals.description,
      systemIds: chemicals.systemIds,
      treatmentRate: chemicals.treatmentRate,
      rateUnit: chemicals.rateUnit,
      density: chemicals.density,
      unitCost: chemicals.unitCost,
      priceUnit: chemicals.priceUnit,
      annualCost: chemicals.annualCost,
    })
    .from(chemicals)
    .where(eq(chemicals.proposalId, proposal.id))
    .orderBy(asc(chemicals.position), asc(chemicals.id));
  const content = {
    title: proposal.title,
    proposalDate: proposal.proposalDate,
    validUntil: proposal.validUntil,
    content: proposal.proposalContent,
    servicePlan: proposal.servicePlan,
    total: proposal.totalAnnualCost,
    targetCycles: proposal.targetCycles,
    lines,
  };
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

/**
 * Makes a new link to the proposal's public page inside the caller's transaction (the proposal row locked):
 * earlier links stop working, a Draft or Rejected proposal becomes Sent. Answers the URL, shown once.
 */
export async function issueShareLink(
  tx: Transaction,
  proposal: ProposalRow,
  options: { appUrl: string; expiresInDays?: number; now: Date; marksSent?: boolean },
): Promise<ShareLink & { shareId: number }> {
  if (!proposal.proposalContent?.trim()) throw badRequest(NOTHING_TO_SHARE_MESSAGE);
  const { now } = options;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + (options.expiresInDays ?? DEFAULT_SHARE_DAYS) * 86_400_000);
  await tx
    .update(proposalShares)
    .set({ revokedAt: now })
    .where(and(eq(proposalShares.proposalId, proposal.id), isNull(proposalShares.revokedAt)));
  if (options.marksSent !== false) await markSent(tx, proposal, now);
  const [share] = await tx
    .insert(proposalShares)
    .values({
      proposalId: proposal.id,
      tokenHash: hashToken(token),
      fingerprint: await proposalFingerprint(tx, proposal),
      createdAt: now,
      expiresAt,
    })
    .returning({ id: proposalShares.id });
  return {
    url: publicPageUrl(options.appUrl, token),
    expiresAt: expiresAt.toISOString(),
    shareId: share!.id,
  };
}

/** A Draft or Rejected proposal becomes Sent (a line in its status history); Sent and Accepted stay. */
export async function markSent(tx: Database, proposal: ProposalRow, now: Date): Promise<void> {
  if (proposal.status !== 'draft' && proposal.status !== 'rejected') return;
  await tx.update(proposals).set({ status: 'sent', updatedAt: now }).where(eq(proposals.id, proposal.id));
  await recordStatusChange(tx, { proposalId: proposal.id, status: 'sent', changedAt: now });
}

/** POST /api/proposals/:id/share: a new link for the user's proposal; 404 for another user's. */
export function shareProposal(
  db: Database,
  userId: string,
  proposalId: number,
  options: { appUrl: string; expiresInDays?: number; now?: Date },
): Promise<ShareLink> {
  return db.transaction(async (tx) => {
    const { proposal } = await lockOwnedProposal(tx, userId, proposalId);
    const { url, expiresAt } = await issueShareLink(tx, proposal, {
      ...options,
      now: options.now ?? clock.now(),
    });
    return { url, expiresAt };
  });
}

/** DELETE /api/proposals/:id/share: every link of the user's proposal stops working (410 from then on). */
export async function revokeShareLinks(
  db: Database,
  userId: string,
  proposalId: number,
  now = clock.now(),
): Promise<void> {
  await requireOwnedProposal(db, userId, proposalId);
  await db
    .update(proposalShares)
    .set({ revokedAt: now })
    .where(and(eq(proposalShares.proposalId, proposalId), isNull(proposalShares.revokedAt)));
}

/** The proposal's links, opens and e-mails, as its detail page shows them. */
export async function readSharing(
  db: Database,
  proposalId: number,
  now = clock.now(),
): Promise<ProposalSharing> {
  const [active] = await db
    .select({ expiresAt: proposalShares.expiresAt })
    .from(proposalShares)
    .where(
      and(
        eq(proposalShares.proposalId, proposalId),
        isNull(proposalShares.revokedAt),
        gt(proposalShares.expiresAt, now),
      ),
    )
    .orderBy(desc(proposalShares.createdAt))
    .limit(1);
  const sends = await db
    .select()
    .from(proposalSends)
    .where(eq(proposalSends.proposalId, proposalId))
    .orderBy(desc(proposalSends.sentAt), desc(proposalSends.id));
  return {
    activeLinkExpiresAt: active ? active.expiresAt.toISOString() : null,
    ...(await readProposalOpens(db, proposalId)),
    sends: sends.map((send) => ({
      recipients: send.recipients,
      subject: send.subject,
      includeReport: send.includeReport,
      delivered: send.delivered,
      sentAt: send.sentAt.toISOString(),
    })),
  };
}

type ShareRow = typeof proposalShares.$inferSelect;

/** The link of a token, or 404 for an unknown one and 410 for an expired or revoked one (said plainly). */
async function usableShare(tx: Database, token: string, now: Date, lock: boolean): Promise<ShareRow> {
  const query = tx
    .select()
    .from(proposalShares)
    .where(eq(proposalShares.tokenHash, hashToken(token)))
    .limit(1);
  const [share] = lock ? await query.for('update') : await query;
  if (!share) throw notFound(LINK_NOT_FOUND_MESSAGE);
  if (share.revokedAt) throw new HttpError(410, LINK_REVOKED_MESSAGE);
  if (share.expiresAt <= now) throw new HttpError(410, LINK_EXPIRED_MESSAGE);
  return share;
}

/** The public page's proposal: the proposal, the rep and the rep's company, nothing else. */
async function presentPublic(tx: Database, share: ShareRow): Promise<PublicProposal> {
  const [proposal] = await tx.select().from(proposals).where(eq(proposals.id, share.proposalId)).limit(1);
  const [rep] = await tx.select().from(users).where(eq(users.id, proposal!.userId)).limit(1);
  const company = await findCompany(tx, proposal!.userId);
  const [answer] = await tx
    .select()
    .from(proposalStatusChanges)
    .where(eq(proposalStatusChanges.proposalId, share.proposalId))
    .orderBy(desc(proposalStatusChanges.changedAt), desc(proposalStatusChanges.id))
    .limit(1);
  const status = (['sent', 'accepted', 'rejected'] as const).find((s) => s === proposal!.status) ?? 'draft';
  const changedSinceSent = (await proposalFingerprint(tx, proposal!)) !== share.fingerprint;
  const repName = repNameOf(rep!);
  return {
    title: proposal!.title,
    status,
    proposalDate: proposal!.proposalDate,
    validUntil: proposal!.validUntil,
    totalAnnualCost: proposal!.totalAnnualCost,
    content: proposal!.proposalContent,
    company: {
      name: company?.name ?? repName,
      address: company?.address ?? null,
      phone: company?.phone ?? null,
      email: company?.email ?? null,
      website: company?.website ?? null,
    },
    rep: { name: repName, title: rep!.jobTitle, email: rep!.email },
    linkExpiresAt: share.expiresAt.toISOString(),
    canRespond: status === 'sent' && !changedSinceSent,
    changedSinceSent,
    acceptance:
      status === 'accepted' && answer?.status === 'accepted' && answer.actorName
        ? { name: answer.actorName, title: answer.actorTitle, at: answer.changedAt.toISOString() }
        : null,
    declinedAt:
      status === 'rejected' && answer?.status === 'rejected' ? answer.changedAt.toISOString() : null,
  };
}

/** GET /api/public/proposals/:token: the proposal, counted as one more open of its link. */
export function openSharedProposal(db: Database, token: string, now = clock.now()): Promise<PublicProposal> {
  return db.transaction(async (tx) => {
    const share = await usableShare(tx, token, now, true);
    await tx
      .update(proposalShares)
      .set({
        firstOpenedAt: share.firstOpenedAt ?? now,
        lastOpenedAt: now,
        openCount: share.openCount + 1,
      })
      .where(eq(proposalShares.id, share.id));
    return presentPublic(tx, share);
  });
}

/** The proposal a link points to and its rep, when the link still works (the public PDF). */
export async function sharedProposalOwner(
  db: Database,
  token: string,
  now = clock.now(),
): Promise<{ proposalId: number; rep: UserRow }> {
  const share = await usableShare(db, token, now, false);
  const [row] = await db
    .select({ rep: users })
    .from(proposals)
    .innerJoin(users, eq(users.id, proposals.userId))
    .where(eq(proposals.id, share.proposalId));
  return { proposalId: share.proposalId, rep: row!.rep };
}

/** Where the customer answered from: kept with the answer in the status history. */
export interface AnswerOrigin {
  ip: string;
  userAgent: string | null;
}

/** The outcome of an answer: the page's proposal, and whether this call changed the status. */
export interface AnswerOutcome {
  proposal: PublicProposal;
  changed: boolean;
  /** The rep and proposal, to tell the rep. */
  repEmail: string;
  proposalId: number;
}

async function answer(
  db: Database,
  token: string,
  to: 'accepted' | 'rejected',
  record: { actorName?: string | null; actorTitle?: string | null; note?: string | null },
  origin: AnswerOrigin,
  now: Date,
): Promise<AnswerOutcome> {
  return db.transaction(async (tx) => {
    const share = await usableShare(tx, token, now, true);
    const [proposal] = await tx
      .select()
      .from(proposals)
      .where(eq(proposals.id, share.proposalId))
      .for('update');
    const [rep] = await tx.select({ email: users.email }).from(users).where(eq(users.id, proposal!.userId));
    const outcome = async (changed: boolean) => ({
      proposal: await presentPublic(tx, share),
      changed,
      repEmail: rep!.email,
      proposalId: proposal!.id,
    });
    // Answering the same way again changes nothing.
    if (proposal!.status === to) return outcome(false);
    if (proposal!.status === 'accepted') throw new HttpError(409, ALREADY_ACCEPTED_MESSAGE);
    if (proposal!.status === 'rejected') throw new HttpError(409, ALREADY_DECLINED_MESSAGE);
    if (proposal!.status !== 'sent') throw new HttpError(409, CHANGED_SINCE_SENT_MESSAGE);
    // Declining an edited proposal is still an answer; accepting one needs the version that was sent.
    if (to === 'accepted' && (await proposalFingerprint(tx, proposal!)) !== share.fingerprint)
      throw new HttpError(409, CHANGED_SINCE_SENT_MESSAGE);
    await tx.update(proposals).set({ status: to, updatedAt: now }).where(eq(proposals.id, proposal!.id));
    await tx.insert(proposalStatusChanges).values({
      proposalId: proposal!.id,
      status: to,
      changedAt: now,
      actorName: record.actorName ?? null,
      actorTitle: record.actorTitle ?? null,
      note: record.note ?? null,
      ipAddress: origin.ip,
      userAgent: origin.userAgent?.slice(0, 500) ?? null,
    });
    return outcome(true);
  });
}

/** POST /api/public/proposals/:token/accept: Accepted with the typed name and title; a second accept changes nothing. */
export function acceptSharedProposal(
  db: Database,
  token: string,
  input: AcceptProposalInput,
  origin: AnswerOrigin,
  now = clock.now(),
): Promise<AnswerOutcome> {
  return answer(db, token, 'accepted', { actorName: input.name, actorTitle: input.title }, origin, now);
}

/** POST /api/public/proposals/:token/decline: Rejected, with the reason when given. */
export function declineSharedProposal(
  db: Database,
  token: string,
  input: DeclineProposalInput,
  origin: AnswerOrigin,
  now = clock.now(),
): Promise<AnswerOutcome> {
  return answer(db, token, 'rejected', { note: input.reason }, origin, now);
}
