import { clock, utcDate } from '#server/lib/clock.ts';
import { calculateProgram, explainProgram, formatNumber } from '#shared/calc/index.ts';
import { roundHalfUp } from '#shared/calc/round.ts';
import { CAPACITY_UNITS, FUEL_TYPES, INDUSTRY_TYPES, labelOf } from '#shared/enums.ts';
import {
  type CyclesFigure,
  describeCycles,
  projectTargetCycles,
  sumClosedLoopVolume,
  sumSteamRate,
  type TargetProjection,
} from '#shared/proposals/figures.ts';
import type { ChemicalMathInput } from '#shared/proposals/math-steps.ts';
import { buildProgramInput } from '#shared/proposals/program-input.ts';
import {
  cyclesByConductivity,
  formatMeasure,
  formatTypedMeasure,
  vendorDisplay,
} from '#shared/report/format.ts';
import { waterQualityRows } from '#shared/report/water-quality.ts';
import type { RfpAnalysis } from '#shared/schemas/rfp.ts';
import type { PlanField, ServicePlan } from '#shared/schemas/service-plan.ts';
import { committedPlan, defaultServicePlan, unconfirmedFromRfp } from './service-plan-defaults.ts';
import type { WritingSource } from './source.ts';
import { isTargetAboveRecommendation } from './target-check.ts';

// The facts a proposal is written from, gathered once from the server's own rows: every figure in it comes
// from the calculation engine (shared/calc) or shared/proposals/figures.ts, never from the client.

/** One system of the survey as the proposal describes it. */
export interface BriefSystem {
  id: number;
  name: string;
  type: string;
  typeLabel: string;
  manufacturer: string | null;
  model: string | null;
  location: string | null;
  /** "500 tons", "300 HP"; null when not given. */
  capacity: string | null;
  /** Specifications as "Label: value" lines (flow rate, pressure, setpoints...). */
  specs: string[];
  comments: string | null;
  currentChemicals: { name: string; description: string | null }[];
  /** The engine's signed make-up gallons per year (a condensate return is a credit, below 0). */
  makeupGallonsPerYear: number;
  /** What the engine still needs to size this system (empty when sized). */
  missing: string[];
  /** This system's bleed setpoint ÷ make-up conductivity, "5.00"; null without both. */
  cyclesByConductivity: string | null;
}

/** One product of the program with the engine's yearly figures (those "Show the math" reads, but the density). */
export interface BriefChemical extends Omit<ChemicalMathInput, 'density'> {
  type: string;
  description: string | null;
  /** Names of the systems it treats, in equipment order. */
  systemNames: string[];
  /** True when it treats no system, so the engine priced it at 0. */
  needsSystems: boolean;
}

/** A measured water-quality value with its label and unit. */
export interface BriefMeasurement {
  key: string;
  label: string;
  value: number;
  /** "300 µS/cm", "7.9", "120 ppm CaCO₃". */
  text: string;
}

/** Everything a writer may say, with the engine's figures. */
export interface WritingBrief {
  /** The day it is written, YYYY-MM-DD. */
  writtenOn: string;
  /** The rep who signs: name, e-mail, and (when set) job title, direct phone and company. */
  preparedBy: {
    name: string;
    email: string;
    title?: string | null;
    phone?: string | null;
    company?: string | null;
  };
  facility: {
    name: string;
    address: string;
    industryType: string;
    industryLabel: string;
    contactName: string | null;
    contactPhone: string | null;
    contactEmail: string | null;
    /** The current vendor, or "None specified". */
    currentVendor: string;
    hasCurrentVendor: boolean;
  };
  proposal: { id: number; title: string; validUntil: string | null };
  systems: BriefSystem[];
  water: {
    measurements: BriefMeasurement[];
    notes: string | null;
    testDate: string | null;
    testedBy: string | null;
  } | null;
  observations: {
    systemObservations: string | null;
    recommendations: string | null;
    followUpTasks: string | null;
    followUpDate: string | null;
  } | null;
  program: {
    cycles: CyclesFigure;
    totalTonnage: number;
    steamRateLbPerHour: number | null;
    closedLoopVolumeGallons: number | null;
    totalMakeupGallonsPerYear: number;
    totalAnnualCost: number;
    /** The total ÷ 12, whole dollars (the only figure derived outside the engine, stated as "about"). */
    monthlyCost: number;
    chemicals: BriefChemical[];
    targetCycles: number | null;
    target: TargetProjection | null;
  };
  rfp: RfpAnalysis | null;
  /**
   * The service plan the rep saved, else its defaults; a field the RFP set that she has not confirmed yet stands at
   * its value without the RFP (`committedPlan`), so no writer states it.
   */
  servicePlan: ServicePlan;
  /**
   * The plan fields still at the RFP's default that the rep has not confirmed: a requirement only they would answer
   * is a gap "to confirm", never met (decision 037, amended).
   */
  planFromRfp: PlanField[];
  /** The rep's own notes for this proposal (customDetails). */
  customDetails: string | null;
}

function blankToNull(text: string | null | undefined): string | null {
  const trimmed = text?.trim();
  return trimmed ? trimmed : null;
}

function describeCapacity(capacity: number | null, unit: string): string | null {
  if (capacity === null || capacity <= 0) return null;
  return `${formatNumber(capacity, capacity % 1 === 0 ? 0 : 2)} ${labelOf(CAPACITY_UNITS, unit).toLowerCase()}`;
}

function describeSpecs(item: WritingSource['equipment'][number]): string[] {
  const specs: [string, string | null][] = [
    ['Flow rate', formatMeasure(item.flowRate, 'gpm')],
    ['Operating pressure', formatMeasure(item.operatingPressure, 'psi')],
    ['Annual runtime', formatMeasure(item.annualRuntime, 'hours')],
    ['System load', formatMeasure(item.systemLoad, '%')],
    ['Bleed setpoint', formatTypedMeasure(item.bleedSetpoint, 'µS/cm')],
    ['Steam rate', formatTypedMeasure(item.steamRate, 'lb/hr')],
    ['Make-up meter', formatTypedMeasure(item.makeUpMeter, 'gpm')],
    ['Total water volume', formatMeasure(item.totalWaterVolume, 'gallons')],
    ['Fuel', item.fuelType ? labelOf(FUEL_TYPES, item.fuelType) : null],
  ];
  return specs.filter((spec): spec is [string, string] => spec[1] !== null).map(([k, v]) => `${k}: ${v}`);
}

function describeWater(source: WritingSource): WritingBrief['water'] {
  const water = source.waterQuality;
  if (!water) return null;
  const measurements: BriefMeasurement[] = waterQualityRows(water)
    .filter((row) => row.isTested)
    .map((row) => ({
      key: row.key,
      label: row.label,
      value: water[row.key] as number,
      text: row.unit ? `${row.value} ${row.unit}` : row.value,
    }));
  if (typeof water.tds === 'number') {
    measurements.push({
      key: 'tds',
      label: 'TDS',
      value: water.tds,
      text: `${formatMeasure(water.tds)} ppm`,
    });
  }
  return {
    measurements,
    notes: blankToNull(water.notes),
    testDate: water.testDate,
    testedBy: blankToNull(water.testedBy),
  };
}

/** Gathers the facts of a proposal and runs the engine over them. */
export function buildWritingBrief(
  source: WritingSource,
  options: { rfp: RfpAnalysis | null; customDetails?: string | null; now?: Date },
): WritingBrief {
  const { survey, equipment, proposal, user } = source;
  const conductivity = source.waterQuality?.conductivity ?? null;
  const input = buildProgramInput(conductivity, equipment, source.chemicals);
  const result = calculateProgram(input);
  const explanation = explainProgram(input);
  const systems: BriefSystem[] = equipment.map((item, index) => {
    const explained = explanation.systems[index]!;
    return {
      id: item.id,
      name: item.name.trim() || explained.label,
      type: item.type,
      typeLabel: explained.label,
      manufacturer: blankToNull(item.manufacturer),
      model: blankToNull(item.model),
      location: blankToNull(item.location),
      capacity: describeCapacity(item.capacity, item.capacityUnit),
      specs: describeSpecs(item),
      comments: blankToNull(item.comments),
      currentChemicals: source.currentChemicals
        .filter((chemical) => chemical.equipmentId === item.id)
        .map((chemical) => ({ name: chemical.name, description: blankToNull(chemical.description) })),
      makeupGallonsPerYear: explained.makeupGallonsPerYear,
      missing: explained.missing,
      cyclesByConductivity: cyclesByConductivity(item.bleedSetpoint, conductivity),
    };
  });
  const nameOf = new Map(systems.map((system) => [system.id, system.name]));
  const chemicals: BriefChemical[] = source.chemicals.map((row, index) => {
    const figures = result.chemicals[index]!;
    return {
      name: row.name,
      type: row.type,
      description: blankToNull(row.description),
      systemNames: equipment
        .filter((item) => (row.systemIds ?? []).includes(item.id))
        .map((item) => nameOf.get(item.id) ?? item.type),
      treatmentRate: row.treatmentRate,
      rateUnit: row.rateUnit,
      unitCost: row.unitCost,
      priceUnit: row.priceUnit,
      makeupGallonsPerYear: figures.makeupGallonsPerYear,
      lbsPerYear: figures.lbsPerYear,
      gallonsPerYear: figures.gallonsPerYear,
      annualCost: figures.annualCost,
      needsSystems: figures.needsSystems === true,
    };
  });
  const name = [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ');
  const defaults = defaultServicePlan({ rfp: options.rfp, equipment, ranges: source.controlRanges });
  const neutral = defaultServicePlan({ rfp: null, equipment, ranges: source.controlRanges }).plan;
  const unconfirmed = unconfirmedFromRfp(defaults, source.servicePlan, neutral);
  return {
    // The cover letter is dated as the proposal is (its editable date), else the day it is written.
    writtenOn: proposal.proposalDate ?? utcDate(options.now ?? clock.now()),
    preparedBy: {
      name: name || user.username || user.email,
      email: user.email,
      title: blankToNull(user.jobTitle ?? null),
      phone: blankToNull(user.phone ?? null),
      company: source.companyName,
    },
    facility: {
      name: survey.facilityName,
      address: survey.facilityAddress,
      industryType: survey.industryType,
      industryLabel: labelOf(INDUSTRY_TYPES, survey.industryType),
      contactName: blankToNull(survey.contactName),
      contactPhone: blankToNull(survey.contactPhone),
      contactEmail: blankToNull(survey.contactEmail),
      currentVendor: vendorDisplay(survey.currentVendor),
      hasCurrentVendor: blankToNull(survey.currentVendor) !== null,
    },
    proposal: { id: proposal.id, title: proposal.title, validUntil: proposal.validUntil },
    systems,
    water: describeWater(source),
    observations: source.observations
      ? {
          systemObservations: blankToNull(source.observations.systemObservations),
          recommendations: blankToNull(source.observations.recommendations),
          followUpTasks: blankToNull(source.observations.followUpTasks),
          followUpDate: source.observations.followUpDate,
        }
      : null,
    program: {
      cycles: describeCycles(conductivity, input.systems),
      totalTonnage: result.totalTonnage,
      steamRateLbPerHour: sumSteamRate(equipment),
      closedLoopVolumeGallons: sumClosedLoopVolume(equipment),
      totalMakeupGallonsPerYear: result.totalMakeupGallonsPerYear,
      totalAnnualCost: result.totalAnnualCost,
      monthlyCost: roundHalfUp(result.totalAnnualCost / 12),
      chemicals,
      targetCycles: proposal.targetCycles,
      // A target the recommendation calls too high is not sold: no savings are claimed at it.
      target: isTargetAboveRecommendation(source) ? null : projectTargetCycles(input, proposal.targetCycles),
    },
    rfp: options.rfp,
    servicePlan: committedPlan(source.servicePlan ?? defaults.plan, unconfirmed, neutral),
    planFromRfp: unconfirmed,
    customDetails: blankToNull(options.customDetails),
  };
}
