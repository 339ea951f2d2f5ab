import {
  BASIC_TEMPLATE_REQUIREMENTS,
  type RfpAnalysis,
  type RfpFailureReason,
  type RfpSpecificDetails,
} from '#shared/schemas/rfp.ts';
import type { ExtractedDocument } from '../extraction/types.ts';
import type { RfpFileType } from '../file-types.ts';
import { findSpecificDetails } from './details.ts';
import { findNumericRequirements } from './numbers.ts';
import { findOwnerNames, findRequirements } from './requirements.ts';
import { splitStatements } from './statements.ts';

/** A PDF with fewer visible characters than this has no text layer to speak of (a scan). */
const MIN_TEXT_CHARS = 20;

const NO_DETAILS: RfpSpecificDetails = {
  issuingOrganization: null,
  facility: null,
  systemsMentioned: [],
  dueDate: null,
  contractTerm: null,
  contact: null,
};

/** The analysis that stands in when an RFP cannot be read: the spec's basic template (section 8). */
export function basicTemplateAnalysis(
  source: RfpFileType,
  failureReason: RfpFailureReason,
  pageCount: number | null = null,
): RfpAnalysis {
  const categories = ['chemicals and equipment', 'water testing'] as const;
  return {
    identifiedRequirements: BASIC_TEMPLATE_REQUIREMENTS.map((text, i) => ({
      id: `R${i + 1}`,
      text,
      category: categories[i]!,
      location: 'standard template',
    })),
    specificDetails: NO_DETAILS,
    numericRequirements: [],
    totalRequirements: BASIC_TEMPLATE_REQUIREMENTS.length,
    source,
    hasTextLayer: failureReason !== 'no-text-layer' && failureReason !== 'unreadable',
    isBasicTemplate: true,
    pageCount,
    failureReason,
  };
}

/** The text sent back as extractedText: the paragraphs, a blank line apart. */
export function joinExtractedText(document: ExtractedDocument): string {
  return document.blocks.map((block) => block.text).join('\n\n');
}

/**
 * Analyses extracted text: requirements with category and location, numeric requirements kept as ranges,
 * and the RFP's specific details. A document without visible text gets the basic template
 * ('no-text-layer' for a PDF: a scan; 'no-text' otherwise).
 */
export function analyzeDocument(document: ExtractedDocument): RfpAnalysis {
  const visible = document.blocks.reduce((sum, block) => sum + block.text.replace(/\s/g, '').length, 0);
  const reading = {
    ...(document.ocrPages?.length ? { ocrPages: document.ocrPages } : {}),
    ...(document.warnings?.length ? { warnings: document.warnings } : {}),
  };
  if (visible < MIN_TEXT_CHARS) {
    return {
      ...basicTemplateAnalysis(
        document.source,
        document.source === 'pdf' ? 'no-text-layer' : 'no-text',
        document.pageCount,
      ),
      ...reading,
    };
  }
  const statements = splitStatements(document.blocks);
  const specificDetails = findSpecificDetails(document.blocks, statements);
  const owners = findOwnerNames(
    statements.map((statement) => statement.text).join('\n'),
    specificDetails.issuingOrganization,
  );
  const { requirements, statementIds } = findRequirements(statements, owners);
  return {
    identifiedRequirements: requirements,
    specificDetails,
    numericRequirements: findNumericRequirements(statements, statementIds),
    totalRequirements: requirements.length,
    source: document.source,
    // A PDF some of whose pages were pictures read by OCR has no (complete) text layer.
    hasTextLayer: !document.ocrPages?.length,
    isBasicTemplate: false,
    pageCount: document.pageCount,
    failureReason: null,
    ...reading,
  };
}
