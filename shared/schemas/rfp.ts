import { z } from 'zod';
import { idField, optionalText, requiredText } from './fields.ts';

// RFP analysis (spec 7 "POST /api/analyze-rfp"; decisions.md "RFP analysis and proposal writing";
// docs/decisions/024-rfp-writing-and-proposal-pdf.md).

/** The categories a requirement is filed under, in the order the generator shows them. */
export const RFP_CATEGORIES = [
  'service visits',
  'testing and monitoring',
  'reporting',
  'chemicals and equipment',
  'personnel and certification',
  'safety and compliance',
  'pricing and terms',
  'submission',
] as const;
export const RfpCategorySchema = z.enum(RFP_CATEGORIES);
export type RfpCategory = z.infer<typeof RfpCategorySchema>;

/** One "shall / must / required / will provide / is responsible for" statement. */
export const RfpRequirementSchema = z.object({
  /** Stable within one analysis: "R1", "R2"... in document order. */
  id: z.string(),
  text: z.string(),
  category: RfpCategorySchema,
  /** Where it was found: "page 3" (PDF) or "paragraph 14" (DOCX, text). */
  location: z.string(),
});
export type RfpRequirement = z.infer<typeof RfpRequirementSchema>;

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
});
export type RfpAnalysis = z.infer<typeof RfpAnalysisSchema>;

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

const SIZE_MESSAGE = 'Size must be a number';

/** POST /api/objects/upload body: the RFP's declared size in bytes (at most 10,485,760) and its name. */
export const RfpUploadRequestSchema = z.object({
  fileName: optionalText(255),
  contentType: optionalText(100),
  size: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
    z
      .number({ error: (issue) => (issue.input == null ? 'Size is required' : SIZE_MESSAGE) })
      .int(SIZE_MESSAGE)
      .min(1, 'The file is empty'),
  ),
});

/** POST /api/objects/upload answer: the one-time URL to PUT exactly that many bytes to. */
export const RfpUploadTicketSchema = z.object({ uploadURL: z.string() });
export type RfpUploadTicket = z.infer<typeof RfpUploadTicketSchema>;

/** The requirements of the basic template that stands in when an RFP cannot be analysed (spec section 8). */
export const BASIC_TEMPLATE_REQUIREMENTS = ['Basic Chemical Treatment', 'Standard Monitoring'] as const;

/** The spec's warning when an RFP cannot be analysed. */
export const RFP_ANALYSIS_FAILED_MESSAGE =
  'RFP uploaded but analysis failed. Using standard proposal template.';
