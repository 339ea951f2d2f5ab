import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { proposals } from '#db/schema/index.ts';
import { seedDemo } from '#server/ops/seed-demo.ts';
import { AI_MESSAGES } from '#shared/schemas/proposal-writing.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../../tests/fake-openai/index.ts';
import { HOSPITAL_RFP } from '../../../tests/helpers/rfp-fixture.ts';
import { createTestContext, type TestContext } from '../../../tests/setup/test-app.ts';
import { UNVERIFIED_MARK } from './index.ts';

// The OpenAI-compatible writer through the real `openai` SDK against a local chat-completions server.

let fake: FakeOpenAi;
let ctx: TestContext;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  ctx = await createTestContext({
    OPENAI_BASE_URL: fake.baseUrl,
    OPENAI_API_KEY: 'sk-test-key',
    OPENAI_MODEL: 'fake-proposal-model',
    OPENAI_TIMEOUT_MS: '1000',
  });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const PASSWORD = 'demo-password-1';
const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;

/** The demo hospital with its priced draft, and the engine's figures for it (the generator's numbers). */
async function demoHospital() {
  const { surveyIds } = await seedDemo(ctx.deps, { password: PASSWORD });
  const cookie = await ctx.login('demo', PASSWORD);
  const surveyId = surveyIds[0]!;
  const [proposal] = await ctx.db.select().from(proposals).where(eq(proposals.surveyId, surveyId));
  const program = (await ctx.call('GET', `/api/proposals/${proposal!.id}/program`, { cookie })).json();
  return { cookie, body: { surveyId, proposalId: proposal!.id }, engine: program.result };
}

async function storedContent(proposalId: number) {
  const [row] = await ctx.db.select().from(proposals).where(eq(proposals.id, proposalId));
  return row!.proposalContent;
}

describe('the OpenAI-compatible writer', () => {
  test('sends the facts as a structured brief and saves the model’s proposal', async () => {
    const demo = await demoHospital();
    fake.behave({
      kind: 'reply',
      content: `# Proposal\n\nThe program costs ${usd(demo.engine.totalAnnualCost)} a year.\n`,
    });
    const before = fake.requests.length;
    const res = await ctx.call('POST', '/api/ai/generate-proposal', {
      cookie: demo.cookie,
      body: { ...demo.body, rfpAnalysis: HOSPITAL_RFP, totalAnnualCost: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      writer: 'openai',
      figureCheck: { checked: 1, corrected: 0, flagged: [] },
    });
    expect(await storedContent(demo.body.proposalId)).toBe(res.json().proposalContent);

    const request = fake.requests[before]!;
    expect(request.model).toBe('fake-proposal-model');
    expect(request.stream).toBe(true);
    expect(request.headers.authorization).toBe('Bearer sk-test-key');
    const prompt = request.messages.map((m) => m.content).join('\n');
    for (const fact of [
      "St. Mary's Regional Medical Center",
      'Healthcare',
      'Cooling Tower CT-1',
      'Steam Boiler B-1',
      'Condensate Return Unit',
      'CT-1 fill shows light calcium carbonate scale',
      '120 ppm CaCO₃',
      usd(demo.engine.totalAnnualCost),
      `${demo.engine.totalMakeupGallonsPerYear.toLocaleString('en-US')} gallons`,
    ]) {
      expect(prompt, fact).toContain(fact);
    }
    for (const chemical of demo.engine.chemicals) {
      expect(prompt, chemical.name).toContain(chemical.name);
      expect(prompt, `${chemical.name} cost`).toContain(usd(chemical.annualCost));
      expect(prompt, `${chemical.name} usage`).toContain(`${chemical.lbsPerYear.toLocaleString('en-US')} lb`);
    }
    for (const requirement of HOSPITAL_RFP.identifiedRequirements) {
      expect(prompt).toContain(`"id": "${requirement.id}"`);
      expect(prompt).toContain(requirement.text);
    }
    // The client's total is context only: the brief carries the engine's.
    expect(prompt).not.toContain('"$1"');
  });

  test('a figure the model gets wrong is corrected or marked, never kept as if true', async () => {
    const demo = await demoHospital();
    const [inhibitor, biocide] = demo.engine.chemicals;
    fake.behave({
      kind: 'reply',
      content: [
        '# Proposal',
        '',
        '## Chemical Treatment Program',
        '',
        '| Product | Annual cost |',
        '| --- | --- |',
        `| ${inhibitor.name} | $70,000 |`,
        `| ${biocide.name} | ${usd(biocide.annualCost)} |`,
        '| **Total annual program cost** | **$99,999** |',
        '',
        'Better control will also save $15,000 in energy every year.',
      ].join('\n'),
    });
    const res = await ctx.call('POST', '/api/ai/generate-proposal', { cookie: demo.cookie, body: demo.body });
    expect(res.statusCode, res.body).toBe(200);
    const { proposalContent, figureCheck } = res.json();
    expect(figureCheck).toEqual({ checked: 4, corrected: 2, flagged: ['$15,000'] });
    expect(proposalContent).toContain(`| ${inhibitor.name} | ${usd(inhibitor.annualCost)} |`);
    expect(proposalContent).toContain(`**${usd(demo.engine.totalAnnualCost)}**`);
    expect(proposalContent).not.toContain('$70,000');
    expect(proposalContent).not.toContain('$99,999');
    expect(proposalContent).toContain(`save $15,000 ${UNVERIFIED_MARK} in energy`);
    expect(await storedContent(demo.body.proposalId)).toBe(proposalContent);
  });

  test('a 500 from the chat API answers the spec’s message and keeps the proposal’s content', async () => {
    const demo = await demoHospital();
    await ctx.db
      .update(proposals)
      .set({ proposalContent: 'The rep’s edited text' })
      .where(eq(proposals.id, demo.body.proposalId));
    fake.behave({ kind: 'error', status: 500 });
    const res = await ctx.call('POST', '/api/ai/generate-proposal', { cookie: demo.cookie, body: demo.body });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: AI_MESSAGES.failed, code: 'service_unavailable' });
    expect(await storedContent(demo.body.proposalId)).toBe('The rep’s edited text');
  });

  test('a model that does not answer in time answers the spec’s message and keeps the content', async () => {
    const demo = await demoHospital();
    await ctx.db
      .update(proposals)
      .set({ proposalContent: 'Kept' })
      .where(eq(proposals.id, demo.body.proposalId));
    for (const behaviour of [
      { kind: 'hang' },
      { kind: 'stall', content: '# Half a proposal\n\nThe prog' },
    ] as const) {
      fake.behave(behaviour);
      const started = Date.now();
      const res = await ctx.call('POST', '/api/ai/generate-proposal', {
        cookie: demo.cookie,
        body: demo.body,
      });
      expect(res.statusCode, behaviour.kind).toBe(504);
      expect(res.json().message).toBe(AI_MESSAGES.failed);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(await storedContent(demo.body.proposalId)).toBe('Kept');
    }
  });

  test('an empty answer is a failure too, and the stream reports it as an error event', async () => {
    const demo = await demoHospital();
    fake.behave({ kind: 'reply', content: '<think>planning</think>\n' });
    const res = await ctx.call('POST', '/api/ai/generate-proposal', {
      cookie: demo.cookie,
      body: demo.body,
      headers: { accept: 'application/x-ndjson' },
    });
    expect(res.statusCode).toBe(200);
    const events = res.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(events.at(-1)).toEqual({
      type: 'error',
      status: 502,
      message: AI_MESSAGES.failed,
      code: 'service_unavailable',
    });
  });

  test('streams the model’s progress and strips a code fence around the document', async () => {
    const demo = await demoHospital();
    const body = `# Proposal\n\n${'The towers are treated with care. '.repeat(60)}\n`;
    fake.behave({ kind: 'reply', content: `\`\`\`markdown\n${body}\`\`\`` });
    const res = await ctx.call('POST', '/api/ai/generate-proposal', {
      cookie: demo.cookie,
      body: demo.body,
      headers: { accept: 'application/x-ndjson' },
    });
    const events = res.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const progress = events.filter((e) => e.type === 'progress').map((e) => e.characters);
    expect(progress.length).toBeGreaterThan(2);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(events.at(-1).result.proposalContent).toBe(body.trimEnd().concat('\n'));
  });
});

test('over a real connection the stream runs to its result, and a client that leaves stops the model call', async () => {
  const demo = await demoHospital();
  // Listening for real: the in-process inject has no connection a client could leave. app.close() ends it.
  const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const post = (signal?: AbortSignal) =>
    fetch(`${address}/api/ai/generate-proposal`, {
      method: 'POST',
      headers: { cookie: demo.cookie, 'content-type': 'application/json', accept: 'application/x-ndjson' },
      body: JSON.stringify(demo.body),
      signal,
    });
  const body = `# Proposal\n\n${'The towers are treated with care. '.repeat(40)}\n`;
  fake.behave({ kind: 'reply', content: body });
  const lines = (await (await post()).text()).trim().split('\n');
  expect(JSON.parse(lines.at(-1)!).type).toBe('result');

  fake.behave({ kind: 'stall', content: '# Half' });
  const leaving = new AbortController();
  const res = await post(leaving.signal);
  const reader = res.body!.getReader();
  await reader.read(); // the first stage: the model call is under way
  const before = fake.abandonedStreams();
  leaving.abort();
  // Well before the writer's own 1 s timeout, the model call is hung up.
  await expect.poll(() => fake.abandonedStreams(), { timeout: 500 }).toBe(before + 1);
  // fetch keeps its connections alive; the app's close would wait for them.
  ctx.app.server.closeAllConnections();
});

test('works with a server that needs no API key (Ollama, vLLM)', async () => {
  const keyless = await createTestContext({ OPENAI_BASE_URL: fake.baseUrl });
  try {
    expect(keyless.deps.writer.kind).toBe('openai');
    const { surveyIds } = await seedDemo(keyless.deps, { password: PASSWORD });
    const cookie = await keyless.login('demo', PASSWORD);
    const [proposal] = await keyless.db.select().from(proposals).where(eq(proposals.surveyId, surveyIds[0]!));
    fake.behave({ kind: 'reply', content: '# Proposal\n' });
    const res = await keyless.call('POST', '/api/ai/generate-proposal', {
      cookie,
      body: { surveyId: surveyIds[0], proposalId: proposal!.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.requests.at(-1)!.model).toBe('gpt-4o-mini');
  } finally {
    await keyless.close();
  }
});
