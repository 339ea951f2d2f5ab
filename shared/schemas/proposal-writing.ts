import { z } from 'zod';
import { RfpAnalysisSchema } from './rfp.ts';

// Proposal writing (spec 7 "POST /api/ai/generate-proposal"; docs/decisions/024-rfp-writing-and-proposal-pdf.md).

/**
 * POST /api/ai/generate-proposal body, as spec 7 lists it. The server writes from its own stored survey,
 * equipment, water test and calculated program: the client's figures are context only, never trusted.
 */
export const GenerateProposalInputSchema = z.object({
  surveyId: z.number().int().positive(),
  proposalId: z.number().int().positive(),
  facilityName: z.string().max(500).optional(),
  facilityType: z.string().max(200).optional(),
  totalAnnualCost: z.union([z.number(), z.string().max(50)]).optional(),
  equipmentSummary: z.unknown().optional(),
  chemicalProgram: z.unknown().optional(),
  customDetails: z.string().max(5000).optional(),
  rfpAnalysis: RfpAnalysisSchema.nullable().optional(),
});
export type GenerateProposalInput = z.infer<typeof GenerateProposalInputSchema>;

/** One row of the RFP compliance matrix: how the proposal meets a requirement, or "Gap". */
export const ComplianceRowSchema = z.object({
  requirementId: z.string(),
  requirement: z.string(),
  category: z.string(),
  status: z.enum(['met', 'gap']),
  /** The section, figure or service that answers it; "Gap" when nothing does. */
  answer: z.string(),
  /** The proposal section that holds the answer ("" for a gap). */
  section: z.string(),
});
export type ComplianceRow = z.infer<typeof ComplianceRowSchema>;

/** What the figure check did to the written text (every $, gallon and pound figure against the engine). */
export const FigureCheckSchema = z.object({
  checked: z.number().int(),
  corrected: z.number().int(),
  /** Figures that matched nothing in the program and were marked in the text. */
  flagged: z.array(z.string()),
});
export type FigureCheck = z.infer<typeof FigureCheckSchema>;

/** POST /api/ai/generate-proposal answer; proposalContent (Markdown) is also saved on the proposal. */
export const GenerateProposalResultSchema = z.object({
  proposalContent: z.string(),
  complianceMatrix: z.array(ComplianceRowSchema),
  figureCheck: FigureCheckSchema,
  writer: z.enum(['built-in', 'openai']),
  /** The RFP analysis the text answers (the request's, else the one stored on the proposal); null without one. */
  rfpAnalysis: RfpAnalysisSchema.nullable(),
});
export type GenerateProposalResult = z.infer<typeof GenerateProposalResultSchema>;

/** POST /api/generate-pdf-proposal body. */
export const GenerateProposalPdfInputSchema = z.object({ proposalId: z.number().int().positive() });
export type GenerateProposalPdfInput = z.infer<typeof GenerateProposalPdfInputSchema>;

/** The steps of writing, as POST /api/ai/generate-proposal's progress stream names them. */
export const WRITING_STAGES = ['writing', 'checking', 'saving'] as const;
export type WritingStage = (typeof WRITING_STAGES)[number];

/**
 * One line of the progress stream (Accept: application/x-ndjson): a stage begins, the writer has written so
 * many characters, and last the result or the error the JSON answer would have carried.
 */
export type GenerateProposalEvent =
  | { type: 'stage'; stage: WritingStage }
  | { type: 'progress'; characters: number }
  | { type: 'result'; result: GenerateProposalResult }
  | { type: 'error'; status: number; message: string; code: string };

// The stream's media type and the spec's messages live in shared/constants.ts, which loads no zod: the client's
// first paint reads them (docs/decisions/039-fast-signed-in-pages.md).
export { AI_MESSAGES, PROGRESS_STREAM_TYPE } from '../constants.ts';

/** POST /api/proposals/{id}/requirements/{requirementId}/answer body: the rep's own commitment, or none to fill the plan. */
export const AnswerGapInputSchema = z.object({
  commitment: z
    .string({ error: 'Commitment must be text' })
    .trim()
    .min(1, 'Write the commitment that answers the requirement')
    .max(1000, 'Commitment must be at most 1000 characters')
    .optional(),
});
export type AnswerGapInput = z.infer<typeof AnswerGapInputSchema>;

/** The answer of a gap answered in one step: the proposal text with its answer line, and the compliance matrix. */
export const AnswerGapResultSchema = z.object({
  proposalContent: z.string(),
  complianceMatrix: z.array(ComplianceRowSchema),
  /** The answer line's commitment, as the customer reads it. */
  answer: z.string(),
});
export type AnswerGapResult = z.infer<typeof AnswerGapResultSchema>;
