import { describe, expect, test } from 'vitest';
import { AQUAGUARD_3100 } from '../../../tests/factories/price-book.ts';
import { createProposal } from '../../../tests/factories/proposals.ts';
import { createEquipment, createSurvey, createWaterQuality } from '../../../tests/factories/surveys.ts';
import { registerTestContext, type SignedInUser } from '../../../tests/setup/test-app.ts';

const ctx = registerTestContext();

type Caller = SignedInUser;

async function addProduct(caller: Caller, body: Record<string, unknown>) {
  const res = await ctx.call('POST', '/api/products', { cookie: caller.cookie, body });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; name: string };
}

/** A rep's book of three products, a final survey with two towers and a boiler, and its draft proposal. */
async function createRepWithSurvey() {
  const caller = await ctx.signIn();
  const inhibitor = await addProduct(caller, {
    ...AQUAGUARD_3100,
    systemTypes: ['cooling-tower'],
  });
  const biocide = await addProduct(caller, {
    name: 'BromoShield 40',
    type: 'oxidizing-biocide',
    treatmentRate: 1.2,
    unitCost: 3.1,
    priceUnit: 'pound',
    systemTypes: ['cooling-tower'],
  });
  const scavenger = await addProduct(caller, {
    name: 'SulfiTrol',
    type: 'oxygen-scavenger',
    treatmentRate: 30,
    rateUnit: 'ppm/1000gal',
    density: 10.1,
    unitCost: 1.85,
    priceUnit: 'gallon',
    systemTypes: ['boiler'],
  });
  const survey = await createSurvey(ctx.db, { userId: caller.user.id, status: 'final' });
  const towerA = await createEquipment(ctx.db, survey.id, {
    type: 'cooling-tower',
    capacity: 500,
    capacityUnit: 'tons',
    bleedSetpoint: '1500',
  });
  const towerB = await createEquipment(ctx.db, survey.id, {
    type: 'cooling-tower',
    capacity: 300,
    capacityUnit: 'tons',
    bleedSetpoint: '1500',
  });
  const boiler = await createEquipment(ctx.db, survey.id, { type: 'boiler', steamRate: '5000' });
  await createWaterQuality(ctx.db, survey.id, { conductivity: 300 });
  const proposal = await createProposal(ctx.db, { surveyId: survey.id, userId: caller.user.id });
  return { caller, inhibitor, biocide, scavenger, towerA, towerB, boiler, proposal };
}

describe('program templates', () => {
  test('are saved, listed, renamed and deleted; others’ ids answer 404', async () => {
    const { caller, inhibitor, scavenger } = await createRepWithSurvey();
    const body = {
      name: 'Standard open tower',
      items: [
        {
          productId: inhibitor.id,
          treatmentRate: 3,
          rateUnit: 'lbs/1000gal',
          systemTypes: ['cooling-tower'],
        },
      ],
    };
    const created = await ctx.call('POST', '/api/program-templates', { cookie: caller.cookie, body });
    expect(created.statusCode).toBe(201);
    const template = created.json();
    expect(template.items).toEqual([
      {
        productId: inhibitor.id,
        productName: 'AquaGuard 3100',
        treatmentRate: 3,
        rateUnit: 'lbs/1000gal',
        systemTypes: ['cooling-tower'],
      },
    ]);

    const renamed = await ctx.call('PUT', `/api/program-templates/${template.id}`, {
      cookie: caller.cookie,
      body: { name: 'Steam boiler, sulfite', items: [{ productId: scavenger.id, systemTypes: ['boiler'] }] },
    });
    expect(renamed.json()).toMatchObject({
      name: 'Steam boiler, sulfite',
      items: [{ productName: 'SulfiTrol' }],
    });
    const list = await ctx.call('GET', '/api/program-templates', { cookie: caller.cookie });
    expect(list.json().map((t: { name: string }) => t.name)).toEqual(['Steam boiler, sulfite']);

    const other = await ctx.signIn();
    expect((await ctx.call('GET', '/api/program-templates', { cookie: other.cookie })).json()).toEqual([]);
    const foreignPut = await ctx.call('PUT', `/api/program-templates/${template.id}`, {
      cookie: other.cookie,
      body,
    });
    expect(foreignPut.statusCode).toBe(404);
    expect(foreignPut.json().message).toBe('Template not found');
    // A template of someone else's product is refused like a missing product.
    const foreignProduct = await ctx.call('POST', '/api/program-templates', { cookie: other.cookie, body });
    expect(foreignProduct.statusCode).toBe(404);
    expect(foreignProduct.json().message).toBe('Product not found');
    expect(
      (await ctx.call('DELETE', `/api/program-templates/${template.id}`, { cookie: other.cookie }))
        .statusCode,
    ).toBe(404);
    expect(
      (await ctx.call('DELETE', `/api/program-templates/${template.id}`, { cookie: caller.cookie }))
        .statusCode,
    ).toBe(204);
  });

  test('refuse a template without a name or products with the field’s message', async () => {
    const caller = await ctx.signIn();
    const res = await ctx.call('POST', '/api/program-templates', {
      cookie: caller.cookie,
      body: { name: '', items: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: 'Template name is required',
      items: 'A template needs at least one product',
    });
  });

  test('apply to the survey’s systems of each line’s types and price the program', async () => {
    const { caller, inhibitor, biocide, scavenger, towerA, towerB, boiler, proposal } =
      await createRepWithSurvey();
    const template = (
      await ctx.call('POST', '/api/program-templates', {
        cookie: caller.cookie,
        body: {
          name: 'Towers and boiler',
          items: [
            { productId: inhibitor.id, treatmentRate: 3, systemTypes: ['cooling-tower'] },
            { productId: biocide.id, treatmentRate: 1.2, systemTypes: [] },
            { productId: scavenger.id, treatmentRate: 30, rateUnit: 'ppm/1000gal', systemTypes: ['boiler'] },
          ],
        },
      })
    ).json();
    const applied = await ctx.call('POST', `/api/proposals/${proposal.id}/apply-template`, {
      cookie: caller.cookie,
      body: { templateId: template.id },
    });
    expect(applied.statusCode).toBe(201);
    const rows = applied.json();
    expect(
      rows.map((r: Record<string, unknown>) => [r.name, r.systemIds, r.treatmentRate, r.unitCost]),
    ).toEqual([
      ['AquaGuard 3100', [towerA.id, towerB.id], 3, 2.45],
      // An empty line type list takes the product's own system types.
      ['BromoShield 40', [towerA.id, towerB.id], 1.2, 3.1],
      ['SulfiTrol', [boiler.id], 30, 1.85],
    ]);
    expect(rows[0]).toMatchObject({
      type: 'Scale/corrosion inhibitor',
      productId: inhibitor.id,
      productUnitCost: 2.45,
    });
    expect(rows.every((r: { annualCost: string }) => Number(r.annualCost) > 0)).toBe(true);
    const saved = (await ctx.call('GET', `/api/proposals/${proposal.id}`, { cookie: caller.cookie })).json();
    const sum = rows.reduce((total: number, r: { annualCost: string }) => total + Number(r.annualCost), 0);
    expect(Number(saved.totalAnnualCost)).toBeCloseTo(sum, 2);

    const other = await ctx.signIn();
    const foreignProposal = await ctx.call('POST', `/api/proposals/${proposal.id}/apply-template`, {
      cookie: other.cookie,
      body: { templateId: template.id },
    });
    expect(foreignProposal.statusCode).toBe(404);
    expect(foreignProposal.json().message).toBe('Proposal not found');
    const own = await createRepWithSurvey();
    const foreignTemplate = await ctx.call('POST', `/api/proposals/${own.proposal.id}/apply-template`, {
      cookie: own.caller.cookie,
      body: { templateId: template.id },
    });
    expect(foreignTemplate.statusCode).toBe(404);
    expect(foreignTemplate.json().message).toBe('Template not found');
  });
});

describe('price-book changes', () => {
  test('are offered on drafts only, and rows keep their own values until updated', async () => {
    const { caller, inhibitor, towerA, proposal } = await createRepWithSurvey();
    const draftRow = (
      await ctx.call('POST', '/api/chemicals', {
        cookie: caller.cookie,
        body: {
          proposalId: proposal.id,
          name: 'AquaGuard 3100',
          treatmentRate: 2.5,
          unitCost: 2.45,
          priceUnit: 'pound',
          systemIds: [towerA.id],
          productId: inhibitor.id,
          productUnitCost: 2.45,
        },
      })
    ).json();
    const sent = await createRepWithSurvey();
    const sentProduct = sent.inhibitor;
    await ctx.call('POST', '/api/chemicals', {
      cookie: sent.caller.cookie,
      body: {
        proposalId: sent.proposal.id,
        name: 'AquaGuard 3100',
        unitCost: 2.45,
        productId: sentProduct.id,
        productUnitCost: 2.45,
        systemIds: [sent.towerA.id],
      },
    });
    await ctx.call('PUT', `/api/proposals/${sent.proposal.id}`, {
      cookie: sent.caller.cookie,
      body: { status: 'sent' },
    });

    const none = await ctx.call('GET', `/api/proposals/${proposal.id}/price-book`, { cookie: caller.cookie });
    expect(none.json()).toEqual([]);

    for (const who of [caller, sent.caller]) {
      const [product] = (await ctx.call('GET', '/api/products?q=AquaGuard', { cookie: who.cookie })).json();
      await ctx.call('PUT', `/api/products/${product.id}`, {
        cookie: who.cookie,
        body: { ...product, unitCost: 2.65 },
      });
    }
    const offered = await ctx.call('GET', `/api/proposals/${proposal.id}/price-book`, {
      cookie: caller.cookie,
    });
    expect(offered.json()).toEqual([
      {
        chemicalId: draftRow.id,
        productId: inhibitor.id,
        productName: 'AquaGuard 3100',
        unitCost: 2.65,
        was: 2.45,
      },
    ]);
    // The row itself still holds the price it was given.
    const [stillRow] = (
      await ctx.call('GET', `/api/chemicals/proposal/${proposal.id}`, { cookie: caller.cookie })
    ).json();
    expect(stillRow.unitCost).toBe(2.45);

    const sentOffer = await ctx.call('GET', `/api/proposals/${sent.proposal.id}/price-book`, {
      cookie: sent.caller.cookie,
    });
    expect(sentOffer.json()).toEqual([]);
    const [sentRow] = (
      await ctx.call('GET', `/api/chemicals/proposal/${sent.proposal.id}`, { cookie: sent.caller.cookie })
    ).json();
    expect(sentRow.unitCost).toBe(2.45);

    const updated = await ctx.call('PUT', `/api/chemicals/${draftRow.id}`, {
      cookie: caller.cookie,
      body: { unitCost: 2.65, productUnitCost: 2.65 },
    });
    expect(updated.json().unitCost).toBe(2.65);
    expect(
      (await ctx.call('GET', `/api/proposals/${proposal.id}/price-book`, { cookie: caller.cookie })).json(),
    ).toEqual([]);

    const foreign = await ctx.call('GET', `/api/proposals/${proposal.id}/price-book`, {
      cookie: sent.caller.cookie,
    });
    expect(foreign.statusCode).toBe(404);
  });

  test('a chemical row may not link another user’s product', async () => {
    const { caller, proposal } = await createRepWithSurvey();
    const other = await createRepWithSurvey();
    const res = await ctx.call('POST', '/api/chemicals', {
      cookie: caller.cookie,
      body: { proposalId: proposal.id, name: 'Borrowed', productId: other.inhibitor.id },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Product not found');
  });
});
