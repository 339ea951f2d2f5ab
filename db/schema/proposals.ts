import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  chemicalPricing,
  createdAt,
  measure,
  moment,
  ownerId,
  parentId,
  serialId,
  timestamps,
} from './columns.ts';
import { products } from './price-book.ts';
import { equipment, surveys } from './surveys.ts';
import { users } from './users.ts';

/** A priced chemical program for one survey (one proposal per survey). */
export const proposals = pgTable(
  'proposals',
  {
    id: serialId(),
    surveyId: parentId('survey_id', () => surveys.id),
    userId: ownerId(() => users.id),
    title: text('title').notNull(),
    status: text('status').notNull().default('draft'),
    validUntil: date('valid_until', { mode: 'string' }),
    /** The date the proposal is dated (cover, cover letter); null means the day its PDF is made. */
    proposalDate: date('proposal_date', { mode: 'string' }),
    totalAnnualCost: numeric('total_annual_cost', { precision: 12, scale: 2 }),
    targetCycles: measure('target_cycles', 6, 2),
    /** The cycles what-if's hottest heat-exchanger surface, °F; null means the default 120 °F. */
    skinTemperatureF: measure('skin_temperature_f', 5, 2),
    proposalContent: text('proposal_content'),
    proposalPdfUrl: text('proposal_pdf_url'),
    rfpFileUrl: text('rfp_file_url'),
    /** The uploaded RFP's file name as the rep's computer named it (shown in the generator). */
    rfpFileName: text('rfp_file_name'),
    /**
     * The RFP analysis stored by POST /api/analyze-rfp; its shape is shared/schemas/rfp.ts RfpAnalysis, checked
     * when read (the database does not know the shared schemas).
     */
    rfpAnalysis: jsonb('rfp_analysis').$type<unknown>(),
    /**
     * The program figures the stored text was last checked against, with their earlier values, so a figure the
     * text still states at an old value is brought to the program's (docs/decisions/037); checked when read.
     */
    figureBindings: jsonb('figure_bindings').$type<unknown>(),
    /**
     * The headings of the sections whose figures were brought to the program since the rep last saved or wrote
     * the text (a string array; the generator says so), null when none.
     */
    figuresUpdatedSections: jsonb('figures_updated_sections').$type<string[]>(),
    /** The service plan beside the chemical program (shared/schemas/service-plan.ts), checked when read. */
    servicePlan: jsonb('service_plan').$type<unknown>(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('proposals_survey_key').on(t.surveyId),
    index('proposals_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** A chemical line of a proposal's program; systemIds are the equipment it treats. */
export const chemicals = pgTable(
  'chemicals',
  {
    id: serialId(),
    proposalId: parentId('proposal_id', () => proposals.id),
    equipmentId: integer('equipment_id').references(() => equipment.id, { onDelete: 'set null' }),
    systemIds: jsonb('system_ids').$type<number[]>().notNull().default([]),
    name: text('name').notNull(),
    type: text('type').notNull().default('treatment'),
    description: text('description'),
    ...chemicalPricing(),
    annualCost: numeric('annual_cost', { precision: 12, scale: 2 }),
    tempId: integer('temp_id'),
    /** The price-book product this row was filled from; the row keeps its own values afterwards. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The product's unit cost when the row took it: a different price in the book is offered as an update. */
    productUnitCost: measure('product_unit_cost', 10, 2),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('chemicals_proposal_idx').on(t.proposalId)],
);

/** One status a proposal was given and when: its creation, then every change (docs/decisions/021-guard-rails.md). */
export const proposalStatusChanges = pgTable(
  'proposal_status_changes',
  {
    id: serialId(),
    proposalId: parentId('proposal_id', () => proposals.id),
    status: text('status').notNull(),
    changedAt: moment('changed_at').notNull().defaultNow(),
    /** The customer who accepted or declined on the public page (typed name and title); null for the rep's changes. */
    actorName: text('actor_name'),
    actorTitle: text('actor_title'),
    /** The address and browser the customer answered from (docs/decisions/040). */
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** The customer's reason for declining, when given. */
    note: text('note'),
  },
  (t) => [index('proposal_status_changes_proposal_idx').on(t.proposalId, t.changedAt)],
);

/**
 * A link to a proposal's public page (docs/decisions/040): only the SHA-256 of its token is kept; it stops
 * working at `expires_at` or when revoked. `fingerprint` is the proposal's content when the link was made: the
 * customer can accept only while the proposal still has it. Opens are counted on the link.
 */
export const proposalShares = pgTable(
  'proposal_shares',
  {
    id: serialId(),
    proposalId: parentId('proposal_id', () => proposals.id),
    tokenHash: text('token_hash').notNull().unique(),
    fingerprint: text('fingerprint').notNull(),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    revokedAt: moment('revoked_at'),
    firstOpenedAt: moment('first_opened_at'),
    lastOpenedAt: moment('last_opened_at'),
    openCount: integer('open_count').notNull().default(0),
  },
  (t) => [index('proposal_shares_proposal_idx').on(t.proposalId, t.createdAt)],
);

/** One e-mail of a proposal to its customer: who it went to, the subject, and what became of it. */
export const proposalSends = pgTable(
  'proposal_sends',
  {
    id: serialId(),
    proposalId: parentId('proposal_id', () => proposals.id),
    recipients: jsonb('recipients').$type<string[]>().notNull(),
    subject: text('subject').notNull(),
    includeReport: boolean('include_report').notNull().default(false),
    delivered: boolean('delivered').notNull(),
    sentAt: moment('sent_at').notNull().defaultNow(),
  },
  (t) => [index('proposal_sends_proposal_idx').on(t.proposalId, t.sentAt)],
);

/**
 * The accepted proposal as a signed record (decision 040): the proposal PDF as it stood when the customer accepted,
 * with the certificate page of its audit trail, signed (PKCS#7); base64 of the PDF's bytes.
 */
export const proposalAcceptances = pgTable('proposal_acceptances', {
  proposalId: integer('proposal_id')
    .primaryKey()
    .references(() => proposals.id, { onDelete: 'cascade' }),
  pdf: text('pdf').notNull(),
  createdAt: createdAt(),
});
