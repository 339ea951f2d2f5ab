import { z } from 'zod';
import { optionalText, requiredText } from './fields.ts';
import { isoDate, isoTime, nullableText } from './response-fields.ts';

// Sharing and sending a proposal, and the customer's public page (docs/decisions/040-send-share-and-accept.md).

/** The longest a share link can be made to work. */
export const MAX_SHARE_DAYS = 365;

/** What the public page and API say about a link that no longer works (410). */
export const LINK_EXPIRED_MESSAGE = 'This proposal link has expired. Please ask the sender for a new link.';
export const LINK_REVOKED_MESSAGE =
  'This proposal link is no longer active. Please ask the sender for a new link.';
/** A token that names no link: the same 404 as any missing page. */
export const LINK_NOT_FOUND_MESSAGE = 'Proposal not found';
/** Accepting a proposal changed since the link was made. */
export const CHANGED_SINCE_SENT_MESSAGE =
  'This proposal has changed since it was sent. Please ask the sender to send the current version.';
// The default link length and the signed PDF's note are in shared/constants.ts (no zod: the proposal page shows them).
export { DEFAULT_SHARE_DAYS, SIGNED_PDF_NOTE } from '../constants.ts';
export const AGREE_MESSAGE = 'Please tick "I agree to this proposal" to accept it';

/** POST /api/proposals/:id/share body: how many days the link works (default 30). */
export const ShareInputSchema = z
  .object({
    expiresInDays: z
      .number({ error: `Days must be a whole number from 1 to ${MAX_SHARE_DAYS}` })
      .int(`Days must be a whole number from 1 to ${MAX_SHARE_DAYS}`)
      .min(1, `Days must be a whole number from 1 to ${MAX_SHARE_DAYS}`)
      .max(MAX_SHARE_DAYS, `Days must be a whole number from 1 to ${MAX_SHARE_DAYS}`)
      .optional(),
  })
  .default({});

/** A new share link: its URL is shown once (only its hash is kept). */
export const ShareLinkSchema = z.object({
  url: z.string(),
  expiresAt: isoTime,
});
export type ShareLink = z.infer<typeof ShareLinkSchema>;

const recipient = z.email('Please enter a valid email').max(254, 'Please enter a valid email');

/** POST /api/proposals/:id/send body. */
export const SendProposalInputSchema = z.object({
  to: z
    .array(
      z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), recipient),
      {
        error: 'At least one recipient is required',
      },
    )
    .min(1, 'At least one recipient is required')
    .max(10, 'At most 10 recipients'),
  subject: requiredText('Subject is required', 200),
  message: optionalText(5000),
  includeReport: z.boolean().optional().default(false),
  expiresInDays: z.number().int().min(1).max(MAX_SHARE_DAYS).optional(),
});
export type SendProposalInput = z.infer<typeof SendProposalInputSchema>;

/** One e-mail of the proposal in its send history. */
export const ProposalSendSchema = z.object({
  recipients: z.array(z.string()),
  subject: z.string(),
  includeReport: z.boolean(),
  delivered: z.boolean(),
  sentAt: isoTime,
});

/** How often the customer opened the proposal's public page: every link it has had, counted together. */
export const ProposalOpensSchema = z.object({
  firstOpenedAt: isoTime.nullable(),
  lastOpenedAt: isoTime.nullable(),
  openCount: z.number(),
});
export type ProposalOpens = z.infer<typeof ProposalOpensSchema>;

/**
 * What the proposals list and the dashboard show of a sent proposal: the opens, and the customer's answer on the
 * public page when it is the proposal's current status (name for an acceptance, the time either way).
 */
export const ProposalTrackingSchema = ProposalOpensSchema.extend({
  /** Whether the proposal ever had a share link (sent or shared). */
  shared: z.boolean(),
  customerAnswer: z
    .object({ status: z.enum(['accepted', 'rejected']), name: nullableText, at: isoTime })
    .nullable(),
});
export type ProposalTracking = z.infer<typeof ProposalTrackingSchema>;

/** The proposal's link and how often the customer opened it (every link it has had, counted together). */
export const ProposalSharingSchema = ProposalOpensSchema.extend({
  /** The newest link that still works: when it stops; null when there is none. */
  activeLinkExpiresAt: isoTime.nullable(),
  sends: z.array(ProposalSendSchema),
});
export type ProposalSharing = z.infer<typeof ProposalSharingSchema>;

/** POST /api/proposals/:id/send answer. */
export const SendProposalResultSchema = z.object({
  delivered: z.boolean(),
  sentAt: isoTime,
  link: ShareLinkSchema,
});
export type SendProposalResult = z.infer<typeof SendProposalResultSchema>;

/** POST /api/public/proposals/:token/accept body. */
export const AcceptProposalInputSchema = z.object({
  name: requiredText('Full name is required', 200),
  title: optionalText(200),
  agree: z.literal(true, { error: AGREE_MESSAGE }),
});
export type AcceptProposalInput = z.infer<typeof AcceptProposalInputSchema>;

/** POST /api/public/proposals/:token/decline body. */
export const DeclineProposalInputSchema = z.object({
  reason: optionalText(2000),
});
export type DeclineProposalInput = z.infer<typeof DeclineProposalInputSchema>;

/**
 * The public page's proposal: exactly the proposal and the rep's company, no ids of the rep's records
 * (GET /api/public/proposals/:token).
 */
export const PublicProposalSchema = z.object({
  title: z.string(),
  status: z.enum(['sent', 'accepted', 'rejected', 'draft']),
  proposalDate: isoDate.nullable(),
  validUntil: isoDate.nullable(),
  totalAnnualCost: nullableText,
  content: nullableText,
  company: z.object({
    name: z.string(),
    address: nullableText,
    phone: nullableText,
    email: nullableText,
    website: nullableText,
  }),
  rep: z.object({ name: z.string(), title: nullableText, email: z.string() }),
  linkExpiresAt: isoTime,
  /** True while the customer can accept or decline (sent, unchanged since the link was made). */
  canRespond: z.boolean(),
  changedSinceSent: z.boolean(),
  acceptance: z.object({ name: z.string(), title: nullableText, at: isoTime }).nullable(),
  declinedAt: isoTime.nullable(),
});
export type PublicProposal = z.infer<typeof PublicProposalSchema>;
/** The send body as a client writes it (includeReport may be left out). */
export type SendProposalBody = z.input<typeof SendProposalInputSchema>;
