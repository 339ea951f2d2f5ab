import type { APIRequestContext } from '@playwright/test';
import { expect } from '../fixtures.ts';

/** Fields of a request body, as a test writes them. */
type Fields = Record<string, unknown>;

/**
 * POSTs `data` as JSON and answers the reply's body. The test stops with the server's answer when the reply is not
 * `status`, or, without one, not a success (water tests and notes are saved with 200, new rows answer 201).
 */
export async function apiPost(request: APIRequestContext, url: string, data: unknown, status?: number) {
  const res = await request.post(url, { data });
  if (status === undefined) expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
  else expect(res.status(), `${url}: ${await res.text()}`).toBe(status);
  return res.json();
}

/** What a rep surveys: the facility, its systems, and optionally its water test and notes. */
export interface SurveySeed {
  survey: Fields;
  systems: Fields[];
  water?: Fields;
  notes?: Fields;
}

/** A final survey made through the API as the signed-in rep; answers its id and its systems' ids, in order. */
export async function seedFinalSurvey(
  request: APIRequestContext,
  { survey, systems, water, notes }: SurveySeed,
): Promise<{ surveyId: number; systemIds: number[] }> {
  const { id: surveyId } = await apiPost(request, '/api/surveys', survey, 201);
  const systemIds: number[] = [];
  for (const system of systems) {
    systemIds.push((await apiPost(request, '/api/equipment', { surveyId, ...system }, 201)).id);
  }
  if (water) await apiPost(request, '/api/water-quality', { surveyId, ...water });
  if (notes) await apiPost(request, '/api/observations', { surveyId, ...notes });
  const final = await request.put(`/api/surveys/${surveyId}`, { data: { status: 'final' } });
  expect(final.ok(), await final.text()).toBe(true);
  return { surveyId, systemIds };
}

/** The survey's saved proposal with its priced chemicals; answers the proposal as the API does. */
export async function seedProposal(
  request: APIRequestContext,
  surveyId: number,
  fields: Fields = {},
  chemicals: Fields[] = [],
) {
  const proposal = await apiPost(request, '/api/proposals', { surveyId, ...fields }, 201);
  for (const chemical of chemicals) {
    await apiPost(request, '/api/chemicals', { proposalId: proposal.id, ...chemical }, 201);
  }
  return proposal;
}

/** A 400-ton cooling tower bled at 1500 µS/cm. */
export const TOWER_400_TONS = {
  type: 'cooling-tower',
  capacity: 400,
  capacityUnit: 'tons',
  bleedSetpoint: '1500',
} as const;

/** A 5,000 lb/hr steam boiler at 175 psi. */
export const STEAM_BOILER = {
  type: 'boiler',
  name: 'Steam Boiler',
  steamRate: '5000',
  operatingPressure: 175,
} as const;

/** The one priced inhibitor most proposal tests put on their tower. */
export const TOWER_INHIBITOR = {
  name: 'Tower inhibitor',
  treatmentRate: 2.5,
  unitCost: 3.2,
  priceUnit: 'pound',
};

/**
 * A final survey of one 400-ton tower named `towerName` with its water test, and its draft proposal pricing the
 * tower inhibitor on that tower; written by the built-in writer when `written`.
 */
export async function seedTowerProposal(
  request: APIRequestContext,
  {
    survey,
    towerName,
    water,
    written = false,
  }: { survey: Fields; towerName: string; water: Fields; written?: boolean },
): Promise<{ surveyId: number; proposalId: number }> {
  const { surveyId, systemIds } = await seedFinalSurvey(request, {
    survey,
    systems: [{ ...TOWER_400_TONS, name: towerName }],
    water,
  });
  const proposal = await seedProposal(request, surveyId, {}, [{ ...TOWER_INHIBITOR, systemIds }]);
  if (written) await apiPost(request, '/api/ai/generate-proposal', { surveyId, proposalId: proposal.id });
  return { surveyId, proposalId: proposal.id };
}

/** Uploads an RFP written as plain-text paragraphs and has it analysed for the proposal; answers the analysis reply. */
export async function analyzeRfpText(
  request: APIRequestContext,
  proposalId: number,
  fileName: string,
  paragraphs: string[],
) {
  const bytes = Buffer.from(paragraphs.join('\n\n'), 'utf8');
  const ticket = await apiPost(request, '/api/objects/upload', {
    fileName,
    contentType: 'text/plain',
    size: bytes.length,
  });
  const put = await request.put(ticket.uploadURL, { data: bytes, headers: { 'content-type': 'text/plain' } });
  expect(put.ok(), await put.text()).toBe(true);
  const fileUrl = String(ticket.uploadURL).split('?')[0];
  return apiPost(request, '/api/analyze-rfp', { fileUrl, proposalId, fileName });
}
