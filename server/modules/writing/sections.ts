// The headings of a written proposal, in order: the built-in writer uses them and the model is asked to.

/** Section headings of a written proposal ("## " level). */
export const SECTION_TITLES = {
  coverLetter: 'Cover Letter',
  summary: 'Executive Summary',
  facility: 'Facility and Systems',
  water: 'Water Analysis',
  program: 'Chemical Treatment Program',
  servicePlan: 'Service Plan',
  requirements: 'How We Meet Your Requirements',
  pricing: 'Pricing',
  terms: 'Terms',
  nextSteps: 'Next Steps',
  additional: 'Additional Details',
} as const;
