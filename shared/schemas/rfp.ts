import { z } from 'zod';
import { idField, optionalText, requiredText, UploadRequestSchema } from './fields.ts';

// RFP analysis (spec 7 "POST /api/analyze-rfp"; decisions.md "RFP analysis and proposal writing";
// docs/decisions/024-rfp-writing-and-proposal-pdf.md).

/**
 * The categories a bidder answers an RFP by, in the order the generator shows them (issue 20): water testing,
 * reporting, Legionella and microbiological control, chemical supply and feed/control equipment, cleaning and
 * disinfection, corrosion monitoring, service visits, emergency response, staffing and certification,
 * insurance/legal/labor (with safety and regulatory compliance), pricing and terms, and how to submit a bid.
 */
export const RFP_CATEGORIES = [
  'water testing',
  'reporting',
  'microbiological control',
  'chemicals and equipment',
  'cleaning and disinfection',
  'corrosion monitoring',
  'service visits',
  'emergency response',
  'staffing and certification',
  'insurance, legal and labor',
  'pricing and terms',
  'submission',
] as const;
export type RfpCategory = (typeof RFP_CATEGORIES)[number];

/** What the categories are called on screen. */
export const RFP_CATEGORY_LABELS: Record<RfpCategory, string> = {
  'water testing': 'Water testing',
  reporting: 'Reporting',
  'microbiological control': 'Legionella and microbiological control',
  'chemicals and equipment': 'Chemical supply and feed/control equipment',
  'cleaning and disinfection': 'Cleaning and disinfection',
  'corrosion monitoring': 'Corrosion monitoring',
  'service visits': 'Service visits',
  'emergency response': 'Emergency response',
  'staffing and certification': 'Staffing and certification',
  'insurance, legal and labor': 'Insurance, legal and labor',
  'pricing and terms': 'Pricing and terms',
  submission: 'Submission',
};

/** Categories of analyses stored before issue 20, read as today's. */
const LEGACY_CATEGORIES: Record<string, RfpCategory> = {
  'testing and monitoring': 'water testing',
  'personnel and certification': 'staffing and certification',
  'safety and compliance': 'insurance, legal and labor',
};
export const RfpCategorySchema = z.preprocess(
  (value) => (typeof value === 'string' ? (LEGACY_CATEGORIES[value] ?? value) : value),
  z.enum(RFP_CATEGORIES),
);

/** One requirement a bidder must answer (a sentence or list item of the RFP), or one the rep added. */
export const RfpRequirementSchema = z.object({
  /** Stable within one analysis: "R1", "R2"... in document order; "A1", "A2"... for those the rep added. */
  id: z.string(),
  text: z.string(),
  category: RfpCategorySchema,
  /** Where it was found: "page 3" (PDF) or "paragraph 14" (DOCX, text); "added by you" for the rep's own. */
  location: z.string(),
});
export type RfpRequirement = z.infer<typeof RfpRequirementSchema>;

/** What kind of figure a numeric requirement is (issue 21 builds the service plan from these). */
export const RFP_FIGURE_KINDS = [
  'limit',
  'frequency',
  'deadline',
  'response time',
  'term',
  'amount',
] as const;
export type RfpFigureKind = (typeof RFP_FIGURE_KINDS)[number];

/** A number or range with its unit, kept as a range (1,200-1,800 µS/cm; pH 7.8 to 8.8; within 5 business days). */
export const RfpNumericRequirementSchema = z.object({
  /** As written in the document. */
  text: z.string(),
  /** What it measures when the sentence says so: "conductivity", "pH", "nitrite", "insurance"... */
  parameter: z.string().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** range (min and max), max ("less than", "within", "not to exceed"), min ("at least"), exact. */
  comparator: z.enum(['range', 'max', 'min', 'exact']),
  /** "µS/cm", "ppm", "mpy", "business days", "days", "USD", "pH" (pH has no unit: "pH")... */
  unit: z.string(),
  location: z.string(),
  /** The requirement whose sentence holds it ("R3"), or null when it stands outside every requirement. */
  requirementId: z.string().nullable().optional(),
  /**
   * limit (a water or equipment value), frequency (unit "per year": monthly 12, quarterly 4), deadline (within
   * N days, by the Nth of the month), response time, term (contract, renewal, bid validity), amount (money,
   * percentages of a bid). Absent in analyses stored before issue 20.
   */
  kind: z.enum(RFP_FIGURE_KINDS).optional(),
});
export type RfpNumericRequirement = z.infer<typeof RfpNumericRequirementSchema>;

/** Facts about the RFP itself. */
export const RfpSpecificDetailsSchema = z.object({
  issuingOrganization: z.string().nullable(),
  facility: z.string().nullable(),
  systemsMentioned: z.array(z.string()),
  dueDate: z.string().nullable(),
  contractTerm: z.string().nullable(),
  contact: z.string().nullable(),
});
export type RfpSpecificDetails = z.infer<typeof RfpSpecificDetailsSchema>;

/** Why an RFP could not be analysed (see RfpAnalysis.failureReason). */
export const RFP_FAILURE_REASONS = ['no-text-layer', 'no-text', 'unreadable', 'too-complex'] as const;
export type RfpFailureReason = (typeof RFP_FAILURE_REASONS)[number];

/** Requirements one analysis keeps (the reader stops there). */
export const MAX_REQUIREMENTS_KEPT = 500;

/** Where a requirement the rep added is said to come from. */
export const ADDED_REQUIREMENT_LOCATION = 'added by you';

/** Requirements the rep added are at most this long, and at most this many. */
export const MAX_ADDED_REQUIREMENT_CHARS = 1000;
export const MAX_ADDED_REQUIREMENTS = 200;

/** The rep's review of an analysis: requirements dismissed as not real ones, and requirements the reader missed. */
export const RfpReviewSchema = z.object({
  dismissedIds: z.array(z.string()),
  added: z.array(RfpRequirementSchema),
});

/** The analysis (spec: identifiedRequirements, specificDetails, numericRequirements, totalRequirements). */
export const RfpAnalysisSchema = z.object({
  identifiedRequirements: z.array(RfpRequirementSchema),
  specificDetails: RfpSpecificDetailsSchema,
  numericRequirements: z.array(RfpNumericRequirementSchema),
  totalRequirements: z.number().int(),
  /** 'pdf' | 'docx' | 'text'. */
  source: z.enum(['pdf', 'docx', 'text']),
  /** False for a scanned PDF (no text layer): the generator says so rather than "0 requirements". */
  hasTextLayer: z.boolean(),
  /** True when analysis failed and the basic template requirements stand in (spec section 8). */
  isBasicTemplate: z.boolean(),
  pageCount: z.number().int().nullable(),
  /**
   * Why the basic template stands in: a PDF of page images ('no-text-layer'), a document without words
   * ('no-text'), a file that cannot be read ('unreadable') or one too large or slow to read ('too-complex').
   * Null (or absent) when the analysis is the document's own.
   */
  failureReason: z.enum(RFP_FAILURE_REASONS).nullable().optional(),
  /** Pages read by OCR (a scan) with tesseract's mean word confidence, 0-100. Absent: none. */
  ocrPages: z.array(z.object({ page: z.number().int(), confidence: z.number() })).optional(),
  /** What the rep should know about this reading: pages left unread, low OCR confidence... Absent: none. */
  warnings: z.array(z.string()).optional(),
  /** The rep's dismissals and additions, kept with the proposal; a new RFP starts without. */
  review: RfpReviewSchema.optional(),
});
export type RfpAnalysis = z.infer<typeof RfpAnalysisSchema>;

/**
 * The requirements a proposal answers: the reader's, less those the rep dismissed, then those the rep added.
 * The writers, the compliance matrix and the PDF use this list.
 */
export function answeredRequirements(analysis: RfpAnalysis): RfpRequirement[] {
  const dismissed = new Set(analysis.review?.dismissedIds ?? []);
  return [
    ...analysis.identifiedRequirements.filter((requirement) => !dismissed.has(requirement.id)),
    ...(analysis.review?.added ?? []),
  ];
}

/** The analysis as the proposal answers it: its requirements are the answered ones (see answeredRequirements). */
export function reviewedAnalysis(analysis: RfpAnalysis): RfpAnalysis {
  if (!analysis.review) return analysis;
  const requirements = answeredRequirements(analysis);
  // The review is applied once: the answer carries the resulting list, not the review again.
  const { review: _applied, ...rest } = analysis;
  return { ...rest, identifiedRequirements: requirements, totalRequirements: requirements.length };
}

/** The figures a requirement holds (its limits, frequencies and deadlines, each with its parameter). */
export function figuresOfRequirement(analysis: RfpAnalysis, requirementId: string): RfpNumericRequirement[] {
  return analysis.numericRequirements.filter((figure) => figure.requirementId === requirementId);
}

/** PUT /api/proposals/:id/rfp-review body: the ids dismissed and the requirements added (text and category). */
export const RfpReviewInputSchema = z.object({
  dismissedIds: z.array(z.string().max(20)).max(MAX_REQUIREMENTS_KEPT),
  added: z
    .array(
      z.object({
        text: requiredText('Requirement text is required', MAX_ADDED_REQUIREMENT_CHARS),
        category: z.enum(RFP_CATEGORIES, { error: 'Choose a category' }),
      }),
    )
    .max(MAX_ADDED_REQUIREMENTS, `At most ${MAX_ADDED_REQUIREMENTS} added requirements`),
});
export type RfpReviewInput = z.infer<typeof RfpReviewInputSchema>;

/** POST /api/analyze-rfp body: the uploaded file's URL (as saved in rfpFileUrl), and the proposal to store it on. */
export const AnalyzeRfpInputSchema = z.object({
  /** The upload URL without its query, or the file's /api/objects/... URL. */
  fileUrl: requiredText('File URL is required', 1000),
  proposalId: idField('Proposal must be a valid id').optional(),
  /** The file's name on the rep's computer, kept on the proposal to show it again. */
  fileName: optionalText(255),
});
export type AnalyzeRfpInput = z.infer<typeof AnalyzeRfpInputSchema>;

/** POST /api/analyze-rfp answer; `warning` carries the spec's message when the basic template stands in. */
export const AnalyzeRfpResultSchema = z.object({
  extractedText: z.string(),
  analysis: RfpAnalysisSchema,
  warning: z.string().nullable(),
  /** Where the owner reads the stored file: /api/objects/rfps/... (saved as the proposal's rfpFileUrl). */
  fileUrl: z.string(),
  fileName: z.string().nullable(),
});
export type AnalyzeRfpResult = z.infer<typeof AnalyzeRfpResultSchema>;

/** POST /api/analyze-rfp as a stream (Accept: application/x-ndjson): one event per line, the answer last. */
export type AnalyzeRfpEvent =
  | { type: 'stage'; stage: 'reading' | 'saving' }
  | { type: 'ocr'; page: number; index: number; total: number }
  | { type: 'result'; result: AnalyzeRfpResult }
  | { type: 'error'; status: number; message: string; code: string };

/** POST /api/objects/upload body: the RFP's declared size in bytes (at most 10,485,760) and its name. */
export const RfpUploadRequestSchema = UploadRequestSchema;
export type RfpUploadRequest = z.output<typeof RfpUploadRequestSchema>;

/** POST /api/objects/upload answer: the one-time URL to PUT exactly that many bytes to. */
export const RfpUploadTicketSchema = z.object({ uploadURL: z.string() });
export type RfpUploadTicket = z.infer<typeof RfpUploadTicketSchema>;

/** The requirements of the basic template that stands in when an RFP cannot be analysed (spec section 8). */
export const BASIC_TEMPLATE_REQUIREMENTS = ['Basic Chemical Treatment', 'Standard Monitoring'] as const;

// The spec's warning when an RFP cannot be analysed: in shared/constants.ts (no zod).
export { RFP_ANALYSIS_FAILED_MESSAGE } from '../constants.ts';
