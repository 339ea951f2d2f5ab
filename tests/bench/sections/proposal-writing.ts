import { composeProposal } from '#server/modules/writing/built-in/index.ts';
import { checkFigures } from '#server/modules/writing/figure-check/check.ts';
import { prepareProposalWriting } from '#server/modules/writing/generate.ts';
import { demoProgram, demoSurveys } from '#server/ops/demo-data.ts';
import {
  createChemical,
  createCurrentChemical,
  createEquipment,
  createObservations,
  createProposal,
  createSurvey,
  createWaterQuality,
} from '../../factories/index.ts';
import { HOSPITAL_RFP } from '../../helpers/rfp-fixture.ts';
import { SETTINGS } from '../lib/config.ts';
import { type ServerContext, signedInBenchUser } from '../lib/context.ts';
import { describeBody } from '../lib/http.ts';
import { formatMs, printNote, printTable, type SectionResult, startSection } from '../lib/report.ts';
import { kib, median, percentile, round, timeRuns } from '../lib/stats.ts';

/** The demo hospital (scripts/seed-demo.ts data) with its priced program, made with the factories. */
export async function createDemoHospital(context: ServerContext, userId: string) {
  const db = context.db.handle.db;
  const plan = demoSurveys(new Date())[0]!;
  const survey = await createSurvey(db, { ...plan.survey, userId });
  const ids = new Map<string, number>();
  for (const { chemicals, ...system } of plan.systems) {
    const row = await createEquipment(db, survey.id, system);
    ids.set(row.name, row.id);
    for (const [name, description] of chemicals) await createCurrentChemical(db, row.id, name, description);
  }
  await createWaterQuality(db, survey.id, plan.waterQuality);
  await createObservations(db, survey.id, plan.observations);
  const proposal = await createProposal(db, { surveyId: survey.id, userId });
  const idsOf = (...names: string[]) => names.map((name) => ids.get(name)!).filter(Boolean);
  for (const [position, chemical] of demoProgram(idsOf).entries()) {
    await createChemical(db, proposal.id, { ...chemical, position });
  }
  return { surveyId: survey.id, proposalId: proposal.id };
}

export async function postJson(url: string, cookie: string, body: object) {
  const t0 = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, body: bytes, ms: performance.now() - t0 };
}

/** Section 7: built-in proposal writing, end to end and in process, for the demo hospital with a 12-requirement RFP. */
export async function benchProposalWriting(context: ServerContext): Promise<SectionResult> {
  const title = 'Built-in proposal writing';
  const count = SETTINGS.pdfRequests;
  const section = startSection(
    'proposalWriting',
    title,
    `7. ${title}: ${count} sequential POST /api/ai/generate-proposal (demo hospital, 12 RFP requirements)`,
  );
  const { user, cookie } = await signedInBenchUser(context, 'bench_writing');
  const ids = await createDemoHospital(context, user.id);
  const body = { ...ids, rfpAnalysis: HOSPITAL_RFP };
  const url = `${context.app.url}/api/ai/generate-proposal`;
  const first = await postJson(url, cookie, body);
  if (first.status !== 200) {
    return section.skip(`the request answered ${first.status} (${describeBody(first.body)})`);
  }
  const answer = JSON.parse(first.body.toString('utf8')) as { writer: string; proposalContent: string };
  if (answer.writer !== 'built-in') {
    return section.skip(`the app writes with "${answer.writer}", not the built-in writer`);
  }

  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await postJson(url, cookie, body);
    if (res.status !== 200) return section.skip(`request ${i + 1} answered ${res.status}`);
    times.push(res.ms);
  }
  const prepared = await prepareProposalWriting(context.db.handle.db, user, body);
  const composeTimes = await timeRuns(count, () =>
    checkFigures(composeProposal(prepared.brief), prepared.brief),
  );
  const p50 = median(times);
  const p95 = percentile(times, 95);
  printTable(
    ['measure', 'runs', 'median', 'p95', 'text'],
    [
      [
        'HTTP request (load, write, check, save)',
        times.length,
        formatMs(p50),
        formatMs(p95),
        kib(Buffer.byteLength(answer.proposalContent)),
      ],
      [
        'compose + figure check, in process',
        composeTimes.length,
        formatMs(median(composeTimes)),
        formatMs(percentile(composeTimes, 95)),
        '',
      ],
    ],
  );
  printNote('time to the last byte, one request at a time, after one untimed warm-up request');
  return {
    id: 'proposalWriting',
    title,
    line: `median ${formatMs(p50)}, p95 ${formatMs(p95)} over ${times.length} requests (${kib(Buffer.byteLength(answer.proposalContent))} of Markdown)`,
    figures: {
      requests: times.length,
      medianMs: round(p50, 1),
      p95Ms: round(p95, 1),
      composeMedianMs: round(median(composeTimes), 2),
      composeP95Ms: round(percentile(composeTimes, 95), 2),
      characters: answer.proposalContent.length,
    },
  };
}
