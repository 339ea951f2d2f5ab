import type { RfpRequirement } from '#shared/schemas/rfp.ts';
import type { PlanField, ServicePlan } from '#shared/schemas/service-plan.ts';
import { fieldsOfTopic, readTopic, SERVICE_OF_TOPIC } from '#shared/writing/requirement-topics.ts';
import { askedVisits, hoursAllowed } from './answers.ts';
import type { WritingBrief } from './brief.ts';
import { numbersOf } from './built-in/rfp-reading.ts';
import { readInsuranceAsked, readLaborAsked, readScopeAsked } from './plan-terms.ts';
import {
  frequencyOf,
  laboratoryFromRequirements,
  recordsFromRequirements,
  serviceAskedBy,
} from './service-plan-defaults.ts';

// The one-step answer to a gap (decision 037, amended): the service-plan change that meets a requirement, read
// from the requirement's own words, with the fields it rests on confirmed. What a rep clicks is what she commits to;
// nothing is set that the requirement does not state (a coverage without an amount stays hers to fill in).

/**
 * What the plan offers with what a requirement asks added: each field the plan leaves off (no, blank) takes the
 * asked value, and what the plan offers stays.
 */
function withAsked<T extends object>(offered: T, asked: { [K in keyof T]: T[K] | null }): T {
  const merged = { ...offered };
  for (const key of Object.keys(offered) as (keyof T)[])
    merged[key] = (offered[key] || asked[key]) as T[keyof T];
  return merged;
}

/**
 * The plan after the change that answers the requirement, or null when no plan field can answer it. `plan` is the
 * plan as the rep edits it (the RFP's defaults in it); the brief says which of them wait for her confirmation.
 */
export function fillPlanFor(
  requirement: RfpRequirement,
  brief: WritingBrief,
  plan: ServicePlan,
): ServicePlan | null {
  const { topic } = readTopic(requirement);
  const fields = fieldsOfTopic(topic);
  if (!fields.length || topic === 'tests') return null;
  const rfp = brief.rfp;
  const text = requirement.text;
  const change: Partial<ServicePlan> = {};
  const service = SERVICE_OF_TOPIC[topic];
  // A field still at the RFP's default is confirmed as it is; a field the plan leaves short is set from the words.
  const unconfirmed = (field: PlanField) => brief.planFromRfp.includes(field);
  if (service) {
    if (plan[service].offer === 'not-offered' || !unconfirmed(service)) {
      const asked = serviceAskedBy([requirement], rfp);
      change[service] =
        plan[service].offer === 'not-offered' ? asked : { ...plan[service], frequency: asked.frequency };
    }
  } else {
    switch (topic) {
      case 'visits': {
        const asked = askedVisits(requirement, rfp ? numbersOf(requirement, rfp) : []);
        if (asked !== null && asked > plan.visitsPerYear && asked <= 365) change.visitsPerYear = asked;
        break;
      }
      case 'reports': {
        const deadline = rfp
          ? numbersOf(requirement, rfp).find((figure) => /days?/i.test(figure.unit) && figure.max !== null)
          : undefined;
        if (deadline?.max && deadline.max >= 1 && deadline.max <= 60)
          change.reportDeadlineDays = deadline.max;
        break;
      }
      case 'legionella':
        if (plan.legionellaTesting === 'none')
          change.legionellaTesting = frequencyOf([requirement], rfp, 'quarterly');
        break;
      case 'lab':
        if (plan.labTesting === 'none') change.labTesting = frequencyOf([requirement], rfp, 'quarterly');
        break;
      case 'cleaning':
        if (plan.cleaning === 'none') change.cleaning = frequencyOf([requirement], rfp, 'yearly');
        if (/disinfect|chlorinat|saniti/i.test(text)) change.disinfection = true;
        break;
      case 'coupons':
        if (plan.corrosionMonitoring === 'none')
          change.corrosionMonitoring = /monitor|probe|corrater|online/i.test(text) ? 'monitor' : 'coupons';
        break;
      case 'emergency': {
        const hours = hoursAllowed(requirement);
        if (hours !== null && hours >= 1 && hours <= 168 && (plan.emergencyResponseHours ?? Infinity) > hours)
          change.emergencyResponseHours = hours;
        break;
      }
      case 'feed-equipment':
        change.feedEquipment = /furnish|supply|install|provide/i.test(text)
          ? 'supply-and-maintain'
          : 'maintain';
        break;
      case 'insurance': {
        const asked = readInsuranceAsked(text);
        const amount = (want: number | true | null, have: number | null) =>
          typeof want === 'number' && (have ?? 0) < want ? want : have;
        change.insurance = {
          generalLiability: amount(asked.generalLiability, plan.insurance.generalLiability),
          autoLiability: amount(asked.autoLiability, plan.insurance.autoLiability),
          umbrella: amount(asked.umbrella, plan.insurance.umbrella),
          workersCompensation: plan.insurance.workersCompensation || asked.workersCompensation,
          bond: plan.insurance.bond || asked.bond,
        };
        break;
      }
      case 'scope': {
        const asked = readScopeAsked(text);
        change.scope = withAsked(plan.scope, asked);
        break;
      }
      case 'labor': {
        const asked = readLaborAsked(text);
        change.labor = {
          ...withAsked(plan.labor, asked),
          workHours: plan.labor.workHours || asked.workHours || '',
        };
        break;
      }
    }
  }
  // The records and the laboratory a requirement asks for (an on-site report, a problem notice within its hours, a
  // certified laboratory), added to what the plan already offers.
  const records = fields.includes('records') ? recordsFromRequirements([text]) : null;
  if (records) {
    const hours = [plan.records.problemNoticeHours, records.problemNoticeHours].filter(
      (each): each is number => each !== null,
    );
    change.records = {
      ...withAsked(plan.records, records),
      problemNoticeHours: hours.length ? Math.min(...hours) : null,
    };
  }
  const laboratory = fields.includes('laboratory') ? laboratoryFromRequirements([text]) : null;
  if (laboratory) {
    change.laboratory = withAsked(plan.laboratory, laboratory);
  }
  const confirmed = [...new Set([...plan.confirmed, ...fields])];
  return { ...plan, ...change, confirmed };
}
