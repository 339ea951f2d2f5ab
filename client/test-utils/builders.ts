import type { Equipment } from '#shared/schemas/equipment.ts';
import type { Chemical, Proposal } from '#shared/schemas/proposal.ts';
import type { RfpAnalysis } from '#shared/schemas/rfp.ts';
import type { Survey } from '#shared/schemas/survey.ts';
import type { WaterQuality } from '#shared/schemas/water-quality.ts';
import { buildEquipmentRecord, CONTRACT_TOWER, SCALE_INHIBITOR } from '../../tests/factories/api-records.ts';

/** A final survey as GET /api/surveys/:id returns it. */
export function buildSurvey(overrides: Partial<Survey> = {}): Survey {
  return {
    id: 5,
    userId: 'user-1',
    facilityName: 'Lakeside Medical Center',
    facilityAddress: '400 Lake Shore Dr, Chicago, IL',
    industryType: 'healthcare',
    contactName: null,
    contactPhone: null,
    contactEmail: null,
    currentVendor: null,
    status: 'final',
    clientId: null,
    createdAt: '2025-01-05T12:00:00.000Z',
    updatedAt: '2025-01-05T12:00:00.000Z',
    ...overrides,
  };
}

/** A piece of equipment; the default is the contract's 500-ton cooling tower. */
export function buildEquipment(overrides: Partial<Equipment> = {}): Equipment {
  return buildEquipmentRecord({
    id: 11,
    surveyId: 5,
    ...CONTRACT_TOWER,
    ...overrides,
  });
}

/** A water test at 300 µS/cm. */
export function buildWaterQuality(overrides: Partial<WaterQuality> = {}): WaterQuality {
  return {
    id: 1,
    surveyId: 5,
    ph: 7.8,
    conductivity: 300,
    hardness: 120,
    alkalinity: null,
    silica: null,
    iron: null,
    copper: null,
    chlorides: null,
    tds: null,
    calciumHardness: null,
    sulfate: null,
    temperatureF: null,
    notes: null,
    ...overrides,
  };
}

/** A saved draft proposal. */
export function buildProposal(overrides: Partial<Proposal> = {}): Proposal {
  return {
    id: 3,
    surveyId: 5,
    userId: 'user-1',
    title: 'Proposal for Lakeside Medical Center',
    status: 'draft',
    validUntil: '2025-02-04',
    totalAnnualCost: '91454.00',
    targetCycles: null,
    skinTemperatureF: null,
    proposalContent: null,
    proposalPdfUrl: null,
    rfpFileUrl: null,
    createdAt: '2025-01-05T12:00:00.000Z',
    updatedAt: '2025-01-05T12:00:00.000Z',
    ...overrides,
  };
}

/** A saved chemical row of proposal 3: the scale inhibitor on the cooling tower. */
export function buildChemical(overrides: Partial<Chemical> = {}): Chemical {
  return {
    id: 7,
    proposalId: 3,
    equipmentId: 11,
    systemIds: [11],
    ...SCALE_INHIBITOR,
    description: null,
    density: null,
    annualCost: '91454.00',
    tempId: 1000,
    createdAt: '2025-01-05T12:00:00.000Z',
    ...overrides,
  };
}

type RfpAnalysisOverrides = Partial<Omit<RfpAnalysis, 'specificDetails'>> & {
  specificDetails?: Partial<RfpAnalysis['specificDetails']>;
};

/** An RFP analysis of a one-page PDF with a text layer; no requirements and no details unless given. */
export function buildRfpAnalysis({ specificDetails, ...overrides }: RfpAnalysisOverrides = {}): RfpAnalysis {
  return {
    identifiedRequirements: [],
    specificDetails: {
      issuingOrganization: null,
      facility: null,
      systemsMentioned: [],
      dueDate: null,
      contractTerm: null,
      contact: null,
      ...specificDetails,
    },
    numericRequirements: [],
    totalRequirements: 0,
    source: 'pdf',
    hasTextLayer: true,
    isBasicTemplate: false,
    pageCount: 1,
    ...overrides,
  };
}
