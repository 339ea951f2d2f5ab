import { formatNumber } from '#shared/calc/index.ts';
import { EXTRA_SERVICES } from '#shared/schemas/service-plan.ts';
import { answerRequirements } from './answers.ts';
import type { WritingBrief } from './brief.ts';
import { dollars, gallons, pounds, pricePer, treatmentRate, usDate } from './format.ts';
import {
  cleaningWords,
  corrosionWords,
  emergencyWords,
  equipmentWords,
  insuranceWords,
  laborWords,
  labWords,
  legionellaWords,
  recordsWords,
  reportWords,
  serviceWords,
  testsByType,
  testWords,
  visitWords,
} from './plan-wording.ts';
import { SECTION_TITLES } from './sections.ts';

// The chat prompt of the OpenAI-compatible writer: fixed instructions, and the brief as structured JSON whose
// figures are already formatted by the engine's rules, so the model copies rather than computes them.

/** One chat message. */
export interface PromptMessage {
  role: 'system' | 'user';
  content: string;
}

function headingsFor(brief: WritingBrief): string[] {
  const titles: string[] = [
    SECTION_TITLES.coverLetter,
    SECTION_TITLES.summary,
    SECTION_TITLES.facility,
    SECTION_TITLES.water,
    SECTION_TITLES.program,
    SECTION_TITLES.servicePlan,
  ];
  if (brief.rfp?.identifiedRequirements.length) titles.push(SECTION_TITLES.requirements);
  titles.push(SECTION_TITLES.pricing, SECTION_TITLES.terms, SECTION_TITLES.nextSteps);
  if (brief.customDetails) titles.push(SECTION_TITLES.additional);
  return titles;
}

const RULES = [
  'You write water treatment proposals for a water treatment sales representative. Write one complete, customer-ready proposal in Markdown from the JSON brief the user sends.',
  'Use only the facts in the brief. Never invent equipment, measurements, certifications, insurance, references, prices or dates.',
  'Copy every dollar amount, gallon figure and pound figure exactly as the brief writes it. Never calculate, round, convert or estimate a new one (no per-day, per-week or per-visit amounts, no percentages of cost). Figures you state are checked against the calculation engine and wrong ones are marked in the text.',
  'Start with a level-1 heading holding the proposal title, then use exactly these level-2 headings, in this order: {HEADINGS}.',
  'Let the facility drive the wording: its industry, its systems, its water test and the survey observations.',
  'In the chemical treatment program section, include a Markdown table with the columns Product | Treats | Dose | Unit price | Annual usage | Annual cost, one row per product, and a last row "Total annual program cost" with the total.',
  'In the service plan section, state every commitment of the brief’s servicePlan (visits, the tests at each visit with their control ranges, lab and Legionella testing, reports and their deadline, cleaning, corrosion monitoring, equipment, emergency response, staff, extra services, insurance and labor terms) and nothing it does not list.',
  'When the brief has RFP requirements, the requirements section has one bullet per requirement that has an answer, in order: its id in bold (for example **R1**), the requirement in quotation marks, an em dash, the answer’s commitment restated in your own words with its specific figures, then *Section: <the answer’s section>*. Leave out every requirement marked notMet: never claim it, and never write the word Gap.',
  'Every sentence rests on a fact of the brief: no generic claims about industries, systems or services the brief does not name.',
  'Write no raw HTML. Answer with the Markdown document only, without a code fence.',
];

/** The service plan as the model reads it: each commitment already written as a sentence. */
function describePlan(brief: WritingBrief): object {
  const plan = brief.servicePlan;
  return {
    visits: `Our technician visits ${visitWords(plan)}.`,
    testsAtEachVisit: [...testsByType(plan)].map(([type, tests]) => ({
      systemType: type,
      tests: tests.map(testWords),
    })),
    labTesting: labWords(plan),
    legionellaTesting: legionellaWords(plan),
    reports: reportWords(plan),
    // The records of each visit the rep set (decision 037, third amendment); null: none beyond the report.
    reportsAndRecords: recordsWords(plan.records),
    cleaning: cleaningWords(plan),
    corrosionMonitoring: corrosionWords(plan),
    feedAndControlEquipment: equipmentWords(plan),
    emergencyResponse: emergencyWords(plan),
    staffCertifications: plan.certifications.trim() || null,
    // The extra services, insurance and labour terms the rep set (decision 037, amended); null: not offered.
    extraServices: EXTRA_SERVICES.map((key) => serviceWords(key, plan[key])).filter(Boolean),
    insurance: insuranceWords(plan.insurance),
    laborTerms: laborWords(plan.labor),
  };
}

/** The brief as the model reads it: names, texts and the engine's figures already formatted. */
export function describeBriefForModel(brief: WritingBrief): object {
  const { program, rfp } = brief;
  const answers = new Map(answerRequirements(brief).map((answer) => [answer.requirementId, answer]));
  return {
    proposal: {
      title: brief.proposal.title,
      date: usDate(brief.writtenOn),
      validUntil: brief.proposal.validUntil ? usDate(brief.proposal.validUntil) : null,
    },
    preparedBy: brief.preparedBy,
    facility: {
      name: brief.facility.name,
      address: brief.facility.address,
      industry: brief.facility.industryLabel,
      contactName: brief.facility.contactName,
      contactPhone: brief.facility.contactPhone,
      contactEmail: brief.facility.contactEmail,
      currentVendor: brief.facility.currentVendor,
    },
    systems: brief.systems.map((system) => ({
      name: system.name,
      type: system.typeLabel,
      manufacturer: system.manufacturer,
      model: system.model,
      location: system.location,
      capacity: system.capacity,
      specifications: system.specs,
      currentChemicals: system.currentChemicals,
      surveyNotes: system.comments,
      makeupWaterPerYear:
        system.makeupGallonsPerYear < 0
          ? `credit of ${gallons(system.makeupGallonsPerYear)}`
          : gallons(system.makeupGallonsPerYear),
      notSizedBecause: system.missing.length ? system.missing : undefined,
    })),
    waterTest: brief.water
      ? {
          sample: 'make-up water',
          measurements: brief.water.measurements.map((m) => ({ parameter: m.label, result: m.text })),
          testDate: brief.water.testDate ? usDate(brief.water.testDate) : null,
          testedBy: brief.water.testedBy,
          notes: brief.water.notes,
        }
      : null,
    observations: brief.observations,
    program: {
      cyclesOfConcentration: program.cycles.value === null ? 'Not available' : program.cycles.text,
      cyclesNote: program.cycles.note,
      totalTonnage: program.totalTonnage > 0 ? `${formatNumber(program.totalTonnage, 2)} tons` : null,
      totalMakeupWaterPerYear: gallons(program.totalMakeupGallonsPerYear),
      products: program.chemicals.map((chemical) => ({
        name: chemical.name,
        type: chemical.type,
        description: chemical.description,
        treats: chemical.systemNames,
        dose: treatmentRate(chemical.treatmentRate, chemical.rateUnit) ?? 'engine default rate',
        unitPrice: pricePer(chemical.unitCost, chemical.priceUnit),
        makeupWaterTreatedPerYear: gallons(chemical.makeupGallonsPerYear),
        annualUsage: `${pounds(chemical.lbsPerYear)} (${gallons(chemical.gallonsPerYear)})`,
        annualCost: dollars(chemical.annualCost),
        notPricedBecause: chemical.needsSystems ? 'not assigned to a system' : undefined,
      })),
      totalAnnualCost: dollars(program.totalAnnualCost),
      monthlyCostAbout: dollars(program.monthlyCost),
      target:
        program.target && program.targetCycles !== null
          ? {
              targetCycles: formatNumber(program.targetCycles, 2),
              makeupWaterPerYear: gallons(program.target.target.makeupGallonsPerYear),
              annualCost: dollars(program.target.target.annualCost),
              waterSavedPerYear:
                program.target.waterSavedGallonsPerYear === null
                  ? null
                  : gallons(program.target.waterSavedGallonsPerYear),
              costSavedPerYear:
                program.target.costSavedPerYear === null ? null : dollars(program.target.costSavedPerYear),
            }
          : null,
    },
    rfp: rfp
      ? {
          isBasicTemplate: rfp.isBasicTemplate,
          details: rfp.specificDetails,
          requirements: rfp.identifiedRequirements.map((r) => {
            const answer = answers.get(r.id);
            return answer?.text
              ? { id: r.id, category: r.category, text: r.text, answer: answer.text, section: answer.section }
              : { id: r.id, category: r.category, text: r.text, notMet: true };
          }),
          numericTargets: rfp.numericRequirements.map((n) => ({ text: n.text, parameter: n.parameter })),
        }
      : null,
    servicePlan: describePlan(brief),
    representativeNotes: brief.customDetails,
  };
}

/** The chat messages for one proposal: the rules, then the brief. */
export function buildPrompt(brief: WritingBrief): PromptMessage[] {
  const headings = headingsFor(brief)
    .map((t) => `"${t}"`)
    .join(', ');
  const rules = RULES.join('\n\n').replace('{HEADINGS}', () => headings);
  return [
    { role: 'system', content: rules },
    { role: 'user', content: `Brief (JSON):\n${JSON.stringify(describeBriefForModel(brief), null, 2)}` },
  ];
}
