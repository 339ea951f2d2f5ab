import { formatUsd } from '#shared/calc/index.ts';
import { EQUIPMENT_TYPES, labelOf } from '#shared/enums.ts';
import {
  CORROSION_MONITORING_LABELS,
  describeVisits,
  EXTRA_SERVICE_LABELS,
  type ExtraService,
  type PlanFrequency,
  type PlanInsurance,
  type PlanLabor,
  type PlanRecords,
  type PlanScope,
  type PlanService,
  type ServiceFrequency,
  type ServicePlan,
  type ServicePlanTest,
  TIMES_PER_YEAR,
} from '#shared/schemas/service-plan.ts';
import type { WritingBrief } from './brief.ts';

// How the service plan's commitments read in a proposal: the built-in writer's Service Plan section, its answers
// to the RFP's requirements and the brief the chat model gets all use these sentences (docs/decisions/037).

const FREQUENCY_WORDS: Record<PlanFrequency, string> = {
  none: 'never',
  weekly: 'weekly',
  'twice-monthly': 'twice a month',
  monthly: 'monthly',
  'every-two-months': 'every two months',
  quarterly: 'quarterly',
  'twice-yearly': 'twice a year',
  yearly: 'once a year',
};

/** "quarterly (4 times a year)". */
export function frequencyWords(frequency: PlanFrequency): string {
  const times = TIMES_PER_YEAR[frequency];
  if (frequency === 'none') return 'not included';
  if (frequency === 'yearly') return 'annually (once a year)';
  if (frequency === 'twice-yearly') return 'semi-annually (twice a year)';
  return `${FREQUENCY_WORDS[frequency]} (${times} times a year)`;
}

/** "monthly (12 visits a year)", "8 times a year". */
export function visitWords(plan: ServicePlan): string {
  const words = describeVisits(plan.visitsPerYear);
  return /times a year|once a year/.test(words) ? words : `${words} (${plan.visitsPerYear} visits a year)`;
}

function number(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 3 });
}

/** A test's control range as a reader reads it: "1,200 to 1,800 µS/cm", "at most 150 ppm", "recorded". */
export function rangeWords(test: ServicePlanTest): string {
  const unit = test.unit ? ` ${test.unit}` : '';
  if (test.min !== null && test.max !== null) return `${number(test.min)} to ${number(test.max)}${unit}`;
  if (test.max !== null) return `at most ${number(test.max)}${unit}`;
  if (test.min !== null) return `at least ${number(test.min)}${unit}`;
  return 'recorded';
}

/** "conductivity (1,200 to 1,800 µS/cm)". */
export function testWords(test: ServicePlanTest): string {
  const name =
    test.parameter === 'pH' ? 'pH' : test.parameter.charAt(0).toLowerCase() + test.parameter.slice(1);
  const range = rangeWords(test);
  return range === 'recorded' ? name : `${name} (${range})`;
}

/** The survey's system names of one equipment type. */
export function systemNamesOf(brief: WritingBrief, type: string): string[] {
  return brief.systems.filter((system) => system.type === type).map((system) => system.name);
}

/** The plural label of a system type as a sentence names it: "cooling tower". */
export function systemTypeWords(type: string): string {
  return labelOf(EQUIPMENT_TYPES, type).toLowerCase();
}

/** The plan's tests grouped by system type, in the plan's order. */
export function testsByType(plan: ServicePlan): Map<string, ServicePlanTest[]> {
  const groups = new Map<string, ServicePlanTest[]>();
  for (const test of plan.tests) {
    const list = groups.get(test.systemType) ?? [];
    list.push(test);
    groups.set(test.systemType, list);
  }
  return groups;
}

/** "Service reports are delivered within 5 business days of each visit, with ...". */
export function reportWords(plan: ServicePlan): string {
  const when =
    plan.reportDeadlineDays === null
      ? 'after every visit'
      : `within ${plan.reportDeadlineDays} business ${plan.reportDeadlineDays === 1 ? 'day' : 'days'} of each visit`;
  return `A written service report is delivered ${when}, with each test result against its control range and any corrective action taken.`;
}

/** The corrosion monitoring sentence, or null when the plan has none. */
export function corrosionWords(plan: ServicePlan): string | null {
  switch (plan.corrosionMonitoring) {
    case 'none':
      return null;
    case 'monitor':
      return 'An online corrosion monitor reports the mild steel and copper corrosion rates (mpy), reviewed at each visit.';
    default: {
      const monitor =
        plan.corrosionMonitoring === 'coupons-and-monitor'
          ? ' An online monitor adds a continuous reading.'
          : '';
      return `${CORROSION_MONITORING_LABELS.coupons} hold mild steel and copper coupons, changed quarterly (every 90 days) and weighed by a laboratory for the corrosion rate in mpy.${monitor}`;
    }
  }
}

/** The cleaning sentence, or null when cleaning is not in the plan. */
export function cleaningWords(plan: ServicePlan): string | null {
  if (plan.cleaning === 'none') return null;
  const disinfection = plan.disinfection
    ? ', and the towers are disinfected with chlorine (hyperchlorinated and held) before and after each cleaning, the disinfecting chemicals supplied by us'
    : '';
  return `The cooling towers’ basins, fill and distribution decks are physically cleaned ${frequencyWords(plan.cleaning)}${disinfection}.`;
}

/** The feed equipment sentence, or null. */
export function equipmentWords(plan: ServicePlan): string | null {
  if (plan.feedEquipment === 'none') return null;
  const check = `at every visit (${describeVisits(plan.visitsPerYear)}) each is checked to verify it is operating correctly, its sensors are cleaned and it is recalibrated, and any problem is corrected then or reported with the corrective action to be taken`;
  return plan.feedEquipment === 'maintain'
    ? `Maintenance and repair of the facility’s chemical feed stations (pumps, feeders and controllers) is our responsibility: ${check}.`
    : `We supply and install the chemical feed stations (pumps, feeders and controllers), and their maintenance and repair is our responsibility: ${check}.`;
}

/** The emergency response sentence, or null. */
export function emergencyWords(plan: ServicePlan): string | null {
  if (plan.emergencyResponseHours === null) return null;
  const hours = plan.emergencyResponseHours;
  return `Our representatives are available by phone at any hour, and a technician is on site in person within ${hours} ${hours === 1 ? 'hour' : 'hours'} of notification of an emergency, any day.`;
}

/** The lab testing sentence, or null. */
export function labWords(plan: ServicePlan): string | null {
  if (plan.labTesting === 'none') return null;
  return `A full laboratory analysis of each system’s water is made ${frequencyWords(plan.labTesting)}${laboratoryWords(plan)}.`;
}

/** " at a State Certified laboratory, with a heterotrophic plate count (HPC, Standard Methods 9215B)" or "". */
function laboratoryWords(plan: ServicePlan): string {
  const { certification, plateCount } = plan.laboratory;
  const at = certification ? ` by a ${certification.replace(/\s*lab(?:oratory)?\.?$/i, '')} laboratory` : '';
  const count = plateCount
    ? ', including a heterotrophic plate count (HPC, Standard Methods 9215B) of the bacteria'
    : '';
  return `${at}${count}`;
}

/** The Legionella testing sentence, or null. */
export function legionellaWords(plan: ServicePlan): string | null {
  if (plan.legionellaTesting === 'none') return null;
  return `Legionella testing (the bacteria behind Legionnaires’ disease): samples are taken ${frequencyWords(plan.legionellaTesting)} and cultured by a laboratory, with the result in the next service report.`;
}

const SERVICE_FREQUENCY_WORDS: Record<ServiceFrequency, string> = {
  'on-request': 'on request, as needed',
  monthly: 'monthly',
  quarterly: 'quarterly',
  'twice-yearly': 'twice a year (semi-annually)',
  yearly: 'annually',
};

// What each extra service is, as a sentence's subject and verb ("... is made quarterly").
const SERVICE_SENTENCES: Record<ExtraService, string> = {
  depositAnalysis:
    'Deposit analysis: deposit and corrosion-product samples from the treated systems are analysed by our laboratory',
  metallurgicalAnalysis: 'Metallurgical analysis: a failed or sampled tube is examined in a failure analysis',
  steamPurityTesting:
    'Steam purity testing: the steam and the returning condensate are tested (pH, conductivity, iron) and the share of condensate returned is calculated',
  efficiencyStudies:
    'Efficiency studies: the heat transfer (heat-exchange coefficients) and energy use of the treated equipment are studied and the energy savings calculated',
  operatorTraining:
    'Operator training: the facility’s operators are trained on the water treatment program, its tests and its controls',
  onlineReporting:
    'Online reporting: every visit’s test results and service report are posted to our web-based reporting portal, open to the facility’s staff',
  makeupAnalysis:
    'Make-up water analysis: to set the cycles and the treatment, the make-up water is sampled and analysed for conductivity, hardness, alkalinity, silica, chloride and iron',
  dissolvedOxygenStudies:
    'Dissolved oxygen studies: to confirm the deaerator’s performance, the dissolved oxygen of the boiler system’s feedwater is measured at the deaerator outlet and after the oxygen scavenger feed',
  corrosionProfiles:
    'Iron and copper profiles: to locate where corrosion occurs, samples drawn at points across each system are tested for iron and copper',
  boilerLayup:
    'Boiler lay-up: a boiler taken off line is laid up wet (filled, with its oxygen scavenger and alkalinity held) or dry (drained, dried and given desiccant), and the water of wet stored boilers is tested',
  biocideEvaluation:
    'Toxicant evaluations for biocide selection: to choose the biocide and its dose, the system’s bacteria are cultured against candidate biocides in our laboratory',
  pretreatment:
    'Pretreatment: the make-up water’s pretreatment equipment (water softeners, filters) is inspected, the softened water tested for hardness leakage, and the regeneration, salt and filter settings adjusted',
  systemSurveys:
    'System surveys: each cooling tower, boiler and closed loop is surveyed on site (its water balance, cycles, bleed and feed control, and the condition of the surfaces that can be seen), with a written study of findings and recommendations',
};

/** ", included in the program price", ", at $450 per analysis", ", at extra cost quoted before the work". */
function costWords(key: ExtraService, service: PlanService): string {
  if (service.offer === 'included') return ', included in the program price';
  const each = EXTRA_SERVICE_LABELS[key].each;
  return service.price === null
    ? `, at extra cost quoted before each ${each}`
    : `, at ${formatUsd(service.price)} per ${each}`;
}

/** The sentence of an extra service the plan offers, or null when it does not offer it. */
export function serviceWords(key: ExtraService, service: PlanService): string | null {
  if (service.offer === 'not-offered') return null;
  const when = key === 'onlineReporting' ? '' : ` ${SERVICE_FREQUENCY_WORDS[service.frequency]}`;
  return `${SERVICE_SENTENCES[key]}${when}${costWords(key, service)}.`;
}

/** The insurance sentence from what the rep stated, or null when she stated none. */
export function insuranceWords(insurance: PlanInsurance): string | null {
  const carried: string[] = [];
  if (insurance.generalLiability !== null)
    carried.push(
      `commercial general liability insurance of ${formatUsd(insurance.generalLiability)} per occurrence`,
    );
  if (insurance.autoLiability !== null)
    carried.push(`automobile liability insurance of ${formatUsd(insurance.autoLiability)}`);
  if (insurance.umbrella !== null)
    carried.push(`umbrella liability insurance of ${formatUsd(insurance.umbrella)}`);
  if (insurance.workersCompensation) carried.push('workers’ compensation insurance as the law requires');
  const bond = insurance.bond ? ' A performance bond from a surety company can be furnished.' : '';
  if (!carried.length) return bond.trim() || null;
  const list =
    carried.length === 1
      ? carried[0]!
      : `${carried.slice(0, -1).join(', ')} and ${carried[carried.length - 1]}`;
  return `We carry ${list}.${bond}`;
}

/** The scope and compliance statements the rep made, or null when she made none. */
export function scopeWords(scope: PlanScope): string | null {
  const sentences: string[] = [];
  if (scope.allInclusive)
    sentences.push(
      'Our price covers all labor, supervision, tools, materials, test equipment and reagents and trip charges for the routine service and preventive maintenance of the water treatment program; only services this proposal prices separately are billed apart.',
    );
  if (scope.compliance)
    sentences.push(
      'Our products and work comply with the applicable federal, state and local laws, codes and regulations: biocides are EPA-registered and used as their labels direct, every product is handled and stored as its Safety Data Sheet directs, and the treated water’s discharge stays within the facility’s wastewater discharge permit.',
    );
  if (scope.siteSafety)
    sentences.push(
      'Our technicians wear personal protection (safety glasses, chemical gloves, a face shield where a task calls for one) when handling the treatment chemicals, which can be corrosive or hazardous, follow the site’s safety rules, and report any injury, incident or safety question to the facility’s safety officer the same day.',
    );
  return sentences.length ? sentences.join(' ') : null;
}

/** The labour terms sentence from what the rep accepted, or null when she accepted none. */
export function laborWords(labor: PlanLabor): string | null {
  const sentences: string[] = [];
  if (labor.prevailingWage)
    sentences.push('Our technicians on this work are paid the prevailing wage rates that apply to it.');
  if (labor.backgroundChecks)
    sentences.push('Every technician sent to the site has passed a criminal background check.');
  if (labor.workHours.trim())
    sentences.push(`Work on site is done ${labor.workHours.trim().replace(/[.\s]+$/, '')}.`);
  return sentences.length ? sentences.join(' ') : null;
}

/** The sentence of a problem found at a visit and who is told, or null when the plan makes no such commitment. */
export function problemNoticeWords(records: PlanRecords, recipient: string | null): string | null {
  const hours = records.problemNoticeHours;
  if (hours === null) return null;
  return `We notify ${recipient ?? 'the facility’s representative'} of any problem found (a test outside its control range, a feed pump, controller or valve not working, a leak, scale, corrosion or fouling seen) by phone or e-mail within ${hours} ${hours === 1 ? 'hour' : 'hours'}, with the corrective action we recommend.`;
}

/** The sentence of the site's forms, checklists and logbook, or null. */
export function logSheetWords(records: PlanRecords, recipient: string | null): string | null {
  if (!records.logSheets) return null;
  return `At each visit our technician completes the forms and checklists ${recipient ? `for ${recipient}` : 'the facility uses'} and the water treatment log sheets, and keeps the logbook on site current with every test result and adjustment.`;
}

/** The sentence of the equipment's manuals, or null. */
export function manualWords(records: PlanRecords): string | null {
  if (!records.manuals) return null;
  return 'We assist the facility’s staff in obtaining the operation and maintenance (O&M) manuals of the treated equipment and the feed and control equipment from their manufacturers, and keep a copy with the water treatment logbook on site.';
}

/** The sentence of a report left on site at the visit, or null. */
export function onSiteReportWords(records: PlanRecords): string | null {
  if (!records.onSiteReport) return null;
  return 'Before the technician leaves, a service report of each visit (the test results against their control ranges, the adjustments made and the recommended changes to the treatment program) is left on site with the operating personnel.';
}

/** The sentence of an electronic copy of each report, or null. */
export function electronicCopyWords(
  records: PlanRecords,
  recipient: string | null,
  visitsPerYear?: number,
): string | null {
  if (!records.electronicCopy) return null;
  const each =
    visitsPerYear === TIMES_PER_YEAR.monthly ? 'each monthly service report' : 'each service report';
  return `An electronic copy of ${each} in electronic format (PDF), a duplicate of the paper report, is e-mailed to ${recipient ?? 'the facility’s contacts'} for internal distribution, and sent again on request.`;
}

/** The sentence of e-mail alerts of a test out of range, or null. */
export function alertWords(records: PlanRecords): string | null {
  if (!records.alerts) return null;
  return 'Each test result is entered in the web-based operator log, where the data are trended over time, and a test out of its control range (out of specification) sends an email alert to the facility’s management the day it is entered.';
}

/** The reports and records the plan offers, for the Service Plan section (null: none beyond the written report). */
export function recordsWords(records: PlanRecords): string | null {
  const sentences = [
    onSiteReportWords(records),
    electronicCopyWords(records, null),
    problemNoticeWords(records, null),
    logSheetWords(records, null),
    manualWords(records),
    alertWords(records),
  ].filter((sentence): sentence is string => sentence !== null);
  return sentences.length ? sentences.join(' ') : null;
}
