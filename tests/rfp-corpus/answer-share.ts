import type { BriefChemical, BriefSystem, WritingBrief } from '#server/modules/writing/brief.ts';
import {
  committedPlan,
  defaultServicePlan,
  unconfirmedFromRfp,
} from '#server/modules/writing/service-plan-defaults.ts';
import { describeCycles } from '#shared/proposals/figures.ts';
import type { RfpAnalysis, RfpRequirement } from '#shared/schemas/rfp.ts';
import {
  EXTRA_SERVICES,
  type ExtraService,
  PLAN_FIELDS,
  type PlanService,
  type ServicePlan,
} from '#shared/schemas/service-plan.ts';
import { keywordsOf } from '#shared/writing/compliance.ts';

// The share of an RFP's requirements that the written proposal answers in its own words (issue 21 §2,
// docs/decisions/037): a requirement counts when the line that answers it (the writers name its id) holds at least
// half of its key terms outside the quote of the requirement itself. `npm run bench:rfp` prints it per document.

/** The part of an answer that must hold a requirement's key terms. */
const SHARE_NEEDED = 0.5;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The line answering a requirement (naming its id), with every quote of the requirement taken out; null if none. */
function answerLineOf(content: string, requirement: RfpRequirement): string | null {
  const id = new RegExp(`(^|[^A-Za-z0-9])${escapeRegExp(requirement.id)}(?![A-Za-z0-9])`);
  const line = content.split('\n').find((each) => /^\s*[-*]\s/.test(each) && id.test(each));
  if (!line) return null;
  return line
    .split(requirement.text)
    .join(' ')
    .replace(/“[^”]*”/g, ' ');
}

/** Whether the written proposal answers the requirement in its own words. */
export function isAnsweredInOwnWords(content: string, requirement: RfpRequirement): boolean {
  const line = answerLineOf(content, requirement);
  if (line === null) return false;
  const terms = keywordsOf(requirement.text);
  if (terms.length === 0) return true;
  const have = new Set(keywordsOf(line));
  const hits = terms.filter((term) => have.has(term)).length;
  return hits / terms.length >= SHARE_NEEDED;
}

/** The requirements answered in the proposal's own words, of those analysed. */
export function scoreAnswerShare(content: string, requirements: readonly RfpRequirement[]) {
  const answered = requirements.filter((requirement) => isAnsweredInOwnWords(content, requirement));
  return {
    answered: answered.length,
    total: requirements.length,
    missed: requirements.filter((r) => !answered.includes(r)),
  };
}

function system(
  id: number,
  name: string,
  type: string,
  bleedSetpoint: number | null,
): BriefSystem & { bleedSetpoint: number | null } {
  return {
    id,
    name,
    type,
    typeLabel: type,
    manufacturer: null,
    model: null,
    location: null,
    capacity: null,
    specs: [],
    comments: null,
    currentChemicals: [],
    makeupGallonsPerYear: 2_000_000,
    missing: [],
    cyclesByConductivity: bleedSetpoint ? '5.00' : null,
    bleedSetpoint,
  };
}

function chemical(name: string, type: string, systems: string[], annualCost: number): BriefChemical {
  return {
    name,
    type,
    description: null,
    systemNames: systems,
    treatmentRate: 2,
    rateUnit: 'lbs/1000gal',
    unitCost: 3,
    priceUnit: 'pound',
    makeupGallonsPerYear: 2_000_000,
    lbsPerYear: 4_000,
    gallonsPerYear: 400,
    annualCost,
    needsSystems: false,
  };
}

/** A service as a full-service rep offers it: the RFP's terms where it asked for it, else her own. */
function offer(service: PlanService, own: PlanService): PlanService {
  return service.offer === 'not-offered' ? own : service;
}

const own = (
  offer: PlanService['offer'],
  frequency: PlanService['frequency'],
  price: number | null = null,
) => ({
  offer,
  frequency,
  price,
});

/** The extra services a full-service rep sells when the RFP does not ask for them: included or at her price. */
const OWN_SERVICES: Record<ExtraService, PlanService> = {
  depositAnalysis: own('extra-cost', 'on-request', 450),
  metallurgicalAnalysis: own('extra-cost', 'on-request', 1_200),
  steamPurityTesting: own('included', 'yearly'),
  efficiencyStudies: own('extra-cost', 'yearly', 900),
  operatorTraining: own('included', 'yearly'),
  onlineReporting: own('included', 'on-request'),
  makeupAnalysis: own('included', 'quarterly'),
  dissolvedOxygenStudies: own('extra-cost', 'on-request', 350),
  corrosionProfiles: own('extra-cost', 'on-request', 600),
  boilerLayup: own('extra-cost', 'on-request'),
  biocideEvaluation: own('extra-cost', 'on-request', 500),
  pretreatment: own('included', 'quarterly'),
  systemSurveys: own('extra-cost', 'yearly', 750),
};

/**
 * What a rep adds to the RFP's defaults when she completes the plan: staff, emergency hours, lab work, the extra
 * services her company sells (some included, some at a price), its insurance, labour terms and scope statements; and she confirms
 * every default the RFP set.
 */
export function completePlan(plan: ServicePlan): ServicePlan {
  return {
    ...plan,
    ...(Object.fromEntries(EXTRA_SERVICES.map((key) => [key, offer(plan[key], OWN_SERVICES[key])])) as Record<
      ExtraService,
      PlanService
    >),
    scope: { allInclusive: true, compliance: true, siteSafety: true },
    records: {
      onSiteReport: true,
      electronicCopy: true,
      problemNoticeHours: plan.records.problemNoticeHours ?? 24,
      logSheets: true,
      manuals: true,
      alerts: true,
    },
    laboratory: {
      certification: plan.laboratory.certification || 'NELAP-accredited',
      plateCount: true,
    },
    insurance: {
      generalLiability: 2_000_000,
      autoLiability: 1_000_000,
      umbrella: 5_000_000,
      workersCompensation: true,
      bond: true,
    },
    labor: {
      prevailingWage: true,
      backgroundChecks: true,
      workHours: plan.labor.workHours || 'between 7:00 a.m. and 4:00 p.m., Monday through Friday',
    },
    confirmed: [...PLAN_FIELDS],
    certifications:
      'A CWT (Certified Water Technologist) with 12 years of experience leads the program; technicians are trained and licensed',
    emergencyResponseHours: plan.emergencyResponseHours ?? 4,
    labTesting: plan.labTesting === 'none' ? 'quarterly' : plan.labTesting,
    legionellaTesting: plan.legionellaTesting === 'none' ? 'quarterly' : plan.legionellaTesting,
    cleaning: plan.cleaning === 'none' ? 'twice-yearly' : plan.cleaning,
    disinfection: true,
    corrosionMonitoring: plan.corrosionMonitoring === 'none' ? 'coupons' : plan.corrosionMonitoring,
    feedEquipment: 'supply-and-maintain',
  };
}

/**
 * How far the rep went with the plan: `unconfirmed` the RFP's defaults as the generator starts (nothing the RFP set
 * counts until she confirms it), `confirmed` every RFP default confirmed as it is, `completed` confirmed and
 * completed with her company's own services and terms (`completePlan`).
 */
export type BenchPlan = 'unconfirmed' | 'confirmed' | 'completed';

/**
 * A facility every corpus RFP can be answered for: a cooling tower, a steam boiler, a closed loop and a chiller,
 * with an inhibitor, a biocide, a sulfite and a nitrite, and the service plan the RFP's defaults give, as far as
 * `stage` takes it.
 */
export function benchBrief(rfp: RfpAnalysis, stage: BenchPlan): WritingBrief {
  const systems = [
    system(1, 'Cooling Tower CT-1', 'cooling-tower', 1500),
    system(2, 'Steam Boiler B-1', 'boiler', null),
    system(3, 'Heating Loop HL-1', 'closed-loop', null),
    system(4, 'Chiller CH-1', 'chiller', null),
  ];
  const defaults = defaultServicePlan({ rfp, equipment: systems, ranges: new Map() });
  const neutral = defaultServicePlan({ rfp: null, equipment: systems, ranges: new Map() }).plan;
  return {
    writtenOn: '2026-11-27',
    preparedBy: { name: 'Pat Rep', email: 'pat@example.com' },
    facility: {
      name: 'Bench Facility',
      address: '1 Main St',
      industryType: 'government',
      industryLabel: 'Government',
      contactName: 'Sam Lee',
      contactPhone: null,
      contactEmail: null,
      currentVendor: 'None specified',
      hasCurrentVendor: false,
    },
    proposal: { id: 1, title: 'Water Treatment Program', validUntil: '2027-03-01' },
    systems,
    water: null,
    observations: null,
    program: {
      cycles: describeCycles(300, [{ id: 1, type: 'cooling-tower', bleedSetpoint: 1500 }]),
      totalTonnage: 500,
      steamRateLbPerHour: null,
      closedLoopVolumeGallons: 2000,
      totalMakeupGallonsPerYear: 8_000_000,
      totalAnnualCost: 40_000,
      monthlyCost: 3_333,
      chemicals: [
        chemical('Scale and corrosion inhibitor', 'inhibitor', ['Cooling Tower CT-1'], 20_000),
        chemical('Oxidizing biocide', 'biocide', ['Cooling Tower CT-1'], 8_000),
        chemical('Catalyzed sodium sulfite', 'oxygen scavenger', ['Steam Boiler B-1'], 7_000),
        chemical('Nitrite closed-loop inhibitor', 'inhibitor', ['Heating Loop HL-1', 'Chiller CH-1'], 5_000),
      ],
      targetCycles: null,
      target: null,
    },
    rfp,
    servicePlan:
      stage === 'completed'
        ? completePlan(defaults.plan)
        : stage === 'confirmed'
          ? defaults.plan
          : committedPlan(defaults.plan, unconfirmedFromRfp(defaults, null, neutral), neutral),
    planFromRfp: stage === 'unconfirmed' ? unconfirmedFromRfp(defaults, null, neutral) : [],
    customDetails: null,
  };
}
