import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';

import { createStorageKey } from '#server/adapters/storage/keys.ts';
import { isTestModeProvider } from '#server/modules/payments/test-mode-provider.ts';
import { equipmentPhotos, storedObjects, users } from '../../db/schema/index.ts';

import { createProduct, createProgramTemplate } from '../factories/price-book.ts';
import { createExampleSurvey } from '../factories/proposals.ts';
import { buildServicePlan } from '../factories/service-plan.ts';
import { createCurrentChemical, createObservations, createSyncConflict } from '../factories/surveys.ts';
import { PAYING_CARD } from '../helpers/paying-steps.ts';
import type { TestContext } from '../setup/test-app.ts';

/** The ids of one user's rows of every resource, as a foreign user would name them in a request. */
export interface OwnerIds {
  surveyId: number;
  equipmentId: number;
  currentChemicalId: number;
  photoId: number;
  fileKey: string;
  proposalId: number;
  chemicalId: number;
  productId: number;
  templateId: number;
  /** A "changed on another device" note of the owner's survey (docs/decisions/041). */
  syncConflictId: number;
  sessionId: string;
  /** A card of the owner's payment-provider customer (test mode). */
  paymentMethodId: string;
}

/** Ids no row has: a foreign id must answer exactly as these do. */
export const MISSING_IDS: OwnerIds = {
  surveyId: 2_147_483_647,
  equipmentId: 2_147_483_647,
  currentChemicalId: 2_147_483_647,
  photoId: 2_147_483_647,
  fileKey: `photos/${randomUUID()}/${randomUUID()}`,
  proposalId: 2_147_483_647,
  chemicalId: 2_147_483_647,
  productId: 2_147_483_647,
  templateId: 2_147_483_647,
  syncConflictId: 2_147_483_647,
  sessionId: randomUUID(),
  paymentMethodId: 'pm_test_missing',
};

/** A request a rule sends; the body, when there is one, is valid so only ownership decides the answer. */
export interface AccessRequest {
  url: string;
  body?: object;
}

/**
 * Who may call a route at all: subscribers (401/403/402 gates), any signed-in user (401), administrators only
 * (401 signed out, 403 for everyone else; server/modules/admin/admin-access.test.ts), or anyone.
 */
export type Gate = 'subscriber' | 'user' | 'admin' | 'none';

/**
 * How a route keeps users apart. `owned`: it names a row by id, and another user's id answers 404 exactly
 * like a missing one. `scoped`: it lists the caller's rows, and `sees` tells whether an answer shows the
 * owner's. `no-id`: nothing in the request can name another user's row (`why` says so).
 */
export type AccessRule =
  | { kind: 'owned'; gate: Gate; request: (ids: OwnerIds) => AccessRequest }
  | { kind: 'scoped'; gate: Gate; request: AccessRequest; sees: (body: unknown, ids: OwnerIds) => boolean }
  | { kind: 'no-id'; gate: Gate; request: AccessRequest; why: string };

const owned = (request: (ids: OwnerIds) => AccessRequest, gate: Gate = 'subscriber'): AccessRule => ({
  kind: 'owned',
  gate,
  request,
});
const scoped = (
  gate: Gate,
  request: AccessRequest,
  sees: (body: unknown, ids: OwnerIds) => boolean,
): AccessRule => ({ kind: 'scoped', gate, request, sees });
const noId = (gate: Gate, request: AccessRequest, why: string): AccessRule => ({
  kind: 'no-id',
  gate,
  request,
  why,
});
// Admin calls name any account by id: what keeps others out is the admin gate, not ownership.
const ANY_USER_ID = '00000000-0000-4000-8000-000000000000';
const admin = (request: AccessRequest): AccessRule =>
  noId('admin', request, 'administrators act on every account; anyone else gets 403');
const listHas =
  (field: string, id: keyof OwnerIds) =>
  (body: unknown, ids: OwnerIds): boolean =>
    Array.isArray(body) && body.some((row) => (row as Record<string, unknown>)[field] === ids[id]);
/** A share link's token of the right shape that no link has. */
const SHARE_TOKEN = 'A'.repeat(43);

/**
 * Every route the app registers, by `METHOD /api/path` as Fastify knows it. tests/access/access.test.ts fails
 * when a registered route is missing here, so a new route cannot skip its access check (docs/decisions/018).
 */
export const ACCESS_TABLE: Record<string, AccessRule> = {
  'GET /api/login': noId('none', { url: '/api/login' }, 'redirect to sign-in'),
  'POST /api/login': noId(
    'none',
    { url: '/api/login', body: { username: 'nobody', password: 'x' } },
    'signs in by credentials',
  ),
  'POST /api/logout': noId('none', { url: '/api/logout' }, "ends the caller's session"),
  'GET /api/user': noId('user', { url: '/api/user' }, 'the caller'),
  'POST /api/forgot-password': noId(
    'none',
    { url: '/api/forgot-password', body: { email: 'nobody@example.com' } },
    'e-mails the named address, answering the same for every address',
  ),
  'POST /api/reset-password': noId(
    'none',
    { url: '/api/reset-password', body: { token: 'not-a-token', password: 'new-password-1' } },
    'authorized by the e-mailed token alone (server/modules/password-reset tests)',
  ),
  'PATCH /api/account/profile': noId(
    'user',
    { url: '/api/account/profile', body: { firstName: 'Dana' } },
    "changes the caller's own profile",
  ),
  'POST /api/account/email': noId(
    'user',
    { url: '/api/account/email', body: { email: 'new-address@example.com', currentPassword: 'x' } },
    "starts a change of the caller's own e-mail (a link goes to the new address)",
  ),
  'POST /api/account/email/confirm': noId(
    'none',
    { url: '/api/account/email/confirm', body: { token: 'not-a-token' } },
    'authorized by the e-mailed token alone (server/modules/account tests)',
  ),
  'POST /api/account/password': noId(
    'user',
    { url: '/api/account/password', body: { currentPassword: 'x', newPassword: 'new-password-1' } },
    "changes the caller's own password",
  ),
  'GET /api/settings/water-ranges': noId(
    'subscriber',
    { url: '/api/settings/water-ranges' },
    "the caller's own control ranges",
  ),
  'PUT /api/settings/water-ranges/:systemType': noId(
    'subscriber',
    { url: '/api/settings/water-ranges/boiler', body: { indices: {} } },
    "changes the caller's own control ranges (the system type is a name, not an id)",
  ),
  'DELETE /api/settings/water-ranges/:systemType': noId(
    'subscriber',
    { url: '/api/settings/water-ranges/boiler' },
    "resets the caller's own control ranges",
  ),
  'GET /api/settings/company': noId(
    'subscriber',
    { url: '/api/settings/company' },
    "the caller's own company",
  ),
  'PUT /api/settings/company': noId(
    'subscriber',
    { url: '/api/settings/company', body: { name: 'Acme Water' } },
    "changes the caller's own company (its logo must be an upload of the caller's: another's answers 404)",
  ),
  'GET /api/admin/stats': admin({ url: '/api/admin/stats' }),
  'GET /api/admin/users': admin({ url: '/api/admin/users' }),
  'PATCH /api/admin/users/:id': admin({
    url: `/api/admin/users/${ANY_USER_ID}`,
    body: { username: 'renamed' },
  }),
  'DELETE /api/admin/users/:id': admin({ url: `/api/admin/users/${ANY_USER_ID}` }),
  'PUT /api/admin/users/:id/activate': admin({ url: `/api/admin/users/${ANY_USER_ID}/activate` }),
  'PUT /api/admin/users/:id/deactivate': admin({ url: `/api/admin/users/${ANY_USER_ID}/deactivate` }),
  'POST /api/admin/send-password-reset': admin({
    url: '/api/admin/send-password-reset',
    body: { email: 'nobody@example.com' },
  }),
  'POST /api/admin/cancel-subscription': admin({
    url: '/api/admin/cancel-subscription',
    body: { userId: ANY_USER_ID },
  }),
  'POST /api/admin/resume-subscription': admin({
    url: '/api/admin/resume-subscription',
    body: { userId: ANY_USER_ID },
  }),
  'POST /api/admin/sync-subscriptions': admin({ url: '/api/admin/sync-subscriptions' }),
  'GET /api/sessions': scoped('user', { url: '/api/sessions' }, listHas('id', 'sessionId')),
  'DELETE /api/sessions/:id': owned((ids) => ({ url: `/api/sessions/${ids.sessionId}` }), 'user'),
  // The foreign caller has no rows of its own, so any non-zero count would be the owner's.
  'GET /api/dashboard/stats': scoped('subscriber', { url: '/api/dashboard/stats' }, (body) =>
    Object.values(body as Record<string, number>).some((count) => count !== 0),
  ),
  'GET /api/surveys': scoped('subscriber', { url: '/api/surveys' }, listHas('id', 'surveyId')),
  'GET /api/surveys/:id': owned((ids) => ({ url: `/api/surveys/${ids.surveyId}` })),
  'POST /api/surveys': noId(
    'subscriber',
    {
      url: '/api/surveys',
      body: { facilityName: 'Plant', facilityAddress: '1 Main St', industryType: 'retail' },
    },
    'creates a survey of the caller',
  ),
  'PUT /api/surveys/:id': owned((ids) => ({
    url: `/api/surveys/${ids.surveyId}`,
    body: { status: 'final' },
  })),
  'DELETE /api/surveys/:id': owned((ids) => ({ url: `/api/surveys/${ids.surveyId}` })),
  'GET /api/surveys/:id/report.pdf': owned((ids) => ({ url: `/api/surveys/${ids.surveyId}/report.pdf` })),
  'GET /api/equipment/survey/:surveyId': owned((ids) => ({ url: `/api/equipment/survey/${ids.surveyId}` })),
  'POST /api/equipment': owned((ids) => ({
    url: '/api/equipment',
    body: { surveyId: ids.surveyId, type: 'chiller' },
  })),
  'PUT /api/equipment/:id': owned((ids) => ({
    url: `/api/equipment/${ids.equipmentId}`,
    body: { name: 'Renamed' },
  })),
  'DELETE /api/equipment/:id': owned((ids) => ({ url: `/api/equipment/${ids.equipmentId}` })),
  'POST /api/equipment/:id/photos/upload': owned((ids) => ({
    url: `/api/equipment/${ids.equipmentId}/photos/upload`,
    body: { fileName: 'tower.jpg', size: 1000 },
  })),
  'POST /api/equipment/:id/photos': owned((ids) => ({
    url: `/api/equipment/${ids.equipmentId}/photos`,
    body: { photoUrl: `/api/objects/${ids.fileKey}` },
  })),
  'GET /api/equipment/:id/photos': owned((ids) => ({ url: `/api/equipment/${ids.equipmentId}/photos` })),
  'DELETE /api/equipment/photos/:photoId': owned((ids) => ({ url: `/api/equipment/photos/${ids.photoId}` })),
  'GET /api/objects/*': owned((ids) => ({ url: `/api/objects/${ids.fileKey}` }), 'user'),
  'PUT /api/objects/*': noId(
    'none',
    { url: `/api/objects/${MISSING_IDS.fileKey}` },
    'authorized by the signed link alone (server/modules/files tests)',
  ),
  'POST /api/objects/upload': noId(
    'subscriber',
    { url: '/api/objects/upload', body: { size: 1000, fileName: 'rfp.pdf' } },
    "a new upload link for a file of the caller's own",
  ),
  'POST /api/analyze-rfp': owned((ids) => ({
    url: '/api/analyze-rfp',
    body: { fileUrl: `/api/objects/${ids.fileKey}`, proposalId: ids.proposalId },
  })),
  'PUT /api/proposals/:id/rfp-review': owned((ids) => ({
    url: `/api/proposals/${ids.proposalId}/rfp-review`,
    body: { dismissedIds: [], added: [] },
  })),
  'GET /api/current-chemicals/equipment/:equipmentId': owned((ids) => ({
    url: `/api/current-chemicals/equipment/${ids.equipmentId}`,
  })),
  'POST /api/current-chemicals': owned((ids) => ({
    url: '/api/current-chemicals',
    body: { equipmentId: ids.equipmentId, name: 'Biocide' },
  })),
  'DELETE /api/current-chemicals/:id': owned((ids) => ({
    url: `/api/current-chemicals/${ids.currentChemicalId}`,
  })),
  'GET /api/water-quality/survey/:surveyId': owned((ids) => ({
    url: `/api/water-quality/survey/${ids.surveyId}`,
  })),
  'POST /api/water-quality': owned((ids) => ({
    url: '/api/water-quality',
    body: { surveyId: ids.surveyId, ph: 7 },
  })),
  'GET /api/observations/survey/:surveyId': owned((ids) => ({
    url: `/api/observations/survey/${ids.surveyId}`,
  })),
  'POST /api/observations': owned((ids) => ({
    url: '/api/observations',
    body: { surveyId: ids.surveyId, recommendations: 'More' },
  })),
  'GET /api/sync-conflicts': scoped(
    'subscriber',
    { url: '/api/sync-conflicts' },
    listHas('id', 'syncConflictId'),
  ),
  'POST /api/sync-conflicts/:id/dismiss': owned((ids) => ({
    url: `/api/sync-conflicts/${ids.syncConflictId}/dismiss`,
  })),
  'GET /api/follow-ups': scoped('subscriber', { url: '/api/follow-ups' }, listHas('surveyId', 'surveyId')),
  'GET /api/proposals': scoped('subscriber', { url: '/api/proposals' }, listHas('id', 'proposalId')),
  'GET /api/proposals/survey/:surveyId': owned((ids) => ({ url: `/api/proposals/survey/${ids.surveyId}` })),
  'GET /api/proposals/:id': owned((ids) => ({ url: `/api/proposals/${ids.proposalId}` })),
  'GET /api/proposals/:id/program': owned((ids) => ({ url: `/api/proposals/${ids.proposalId}/program` })),
  'GET /api/proposals/:id/service-plan': owned((ids) => ({
    url: `/api/proposals/${ids.proposalId}/service-plan`,
  })),
  'PUT /api/proposals/:id/service-plan': owned((ids) => ({
    url: `/api/proposals/${ids.proposalId}/service-plan`,
    body: buildServicePlan(),
  })),
  'POST /api/proposals/:id/requirements/:requirementId/answer': owned((ids) => ({
    url: `/api/proposals/${ids.proposalId}/requirements/R1/answer`,
    body: {},
  })),
  'POST /api/proposals': owned((ids) => ({ url: '/api/proposals', body: { surveyId: ids.surveyId } })),
  'PUT /api/proposals/:id': owned((ids) => ({
    url: `/api/proposals/${ids.proposalId}`,
    body: { status: 'sent' },
  })),
  'DELETE /api/proposals/:id': owned((ids) => ({ url: `/api/proposals/${ids.proposalId}` })),
  'POST /api/ai/generate-proposal': owned((ids) => ({
    url: '/api/ai/generate-proposal',
    body: { surveyId: ids.surveyId, proposalId: ids.proposalId },
  })),
  'POST /api/generate-pdf-proposal': owned((ids) => ({
    url: '/api/generate-pdf-proposal',
    body: { proposalId: ids.proposalId },
  })),
  'GET /api/chemicals/proposal/:proposalId': owned((ids) => ({
    url: `/api/chemicals/proposal/${ids.proposalId}`,
  })),
  'POST /api/chemicals': owned((ids) => ({
    url: '/api/chemicals',
    body: { proposalId: ids.proposalId, name: 'Biocide' },
  })),
  'PUT /api/chemicals/:id': owned((ids) => ({
    url: `/api/chemicals/${ids.chemicalId}`,
    body: { name: 'Renamed' },
  })),
  'DELETE /api/chemicals/:id': owned((ids) => ({ url: `/api/chemicals/${ids.chemicalId}` })),
  'GET /api/products': scoped('subscriber', { url: '/api/products' }, listHas('id', 'productId')),
  'GET /api/products/export': noId(
    'subscriber',
    { url: '/api/products/export' },
    "the caller's own price book as CSV (server/modules/products tests: another's products stay out)",
  ),
  'POST /api/products': noId(
    'subscriber',
    { url: '/api/products', body: { name: 'Access probe product' } },
    "adds to the caller's own price book",
  ),
  'POST /api/products/import': noId(
    'subscriber',
    { url: '/api/products/import', body: {} },
    "imports into the caller's own price book (the body is the CSV; product names, not ids)",
  ),
  'PUT /api/products/:id': owned((ids) => ({
    url: `/api/products/${ids.productId}`,
    body: { name: 'Renamed product' },
  })),
  'DELETE /api/products/:id': owned((ids) => ({ url: `/api/products/${ids.productId}` })),
  'GET /api/program-templates': scoped(
    'subscriber',
    { url: '/api/program-templates' },
    listHas('id', 'templateId'),
  ),
  'POST /api/program-templates': owned((ids) => ({
    url: '/api/program-templates',
    body: { name: 'Probe template', items: [{ productId: ids.productId }] },
  })),
  'PUT /api/program-templates/:id': owned((ids) => ({
    url: `/api/program-templates/${ids.templateId}`,
    body: { name: 'Renamed template', items: [{ productId: ids.productId }] },
  })),
  'DELETE /api/program-templates/:id': owned((ids) => ({ url: `/api/program-templates/${ids.templateId}` })),
  'POST /api/proposals/:id/share': owned((ids) => ({
    url: `/api/proposals/${ids.proposalId}/share`,
    body: {},
  })),
  'GET /api/proposals/:id/accepted.pdf': owned((ids) => ({
    url: `/api/proposals/${ids.proposalId}/accepted.pdf`,
  })),
  'DELETE /api/proposals/:id/share': owned((ids) => ({ url: `/api/proposals/${ids.proposalId}/share` })),
  'POST /api/proposals/:id/send': owned((ids) => ({
    url: `/api/proposals/${ids.proposalId}/send`,
    body: { to: ['customer@example.com'], subject: 'Your proposal', message: 'Please see attached.' },
  })),
  'POST /api/proposals/:id/apply-template': owned((ids) => ({
    url: `/api/proposals/${ids.proposalId}/apply-template`,
    body: { templateId: ids.templateId },
  })),
  'GET /api/proposals/:id/price-book': owned((ids) => ({
    url: `/api/proposals/${ids.proposalId}/price-book`,
  })),
  'POST /api/create-checkout-session': noId(
    'none',
    { url: '/api/create-checkout-session' },
    "a visitor's new checkout, or the caller's resubscription",
  ),
  'GET /api/subscription': noId('user', { url: '/api/subscription' }, "the caller's subscription"),
  'POST /api/cancel-subscription': noId(
    'user',
    { url: '/api/cancel-subscription' },
    "cancels the caller's subscription",
  ),
  'POST /api/resume-subscription': noId(
    'user',
    { url: '/api/resume-subscription' },
    "withdraws the scheduled end of the caller's subscription",
  ),
  'GET /api/payment-methods': scoped(
    'user',
    { url: '/api/payment-methods' },
    listHas('id', 'paymentMethodId'),
  ),
  'POST /api/payment-methods/setup-session': noId(
    'user',
    { url: '/api/payment-methods/setup-session' },
    "adds a card to the caller's own customer",
  ),
  'POST /api/payment-methods/:id/set-default': owned(
    (ids) => ({ url: `/api/payment-methods/${ids.paymentMethodId}/set-default` }),
    'user',
  ),
  'POST /api/payment-methods/confirm-setup': noId(
    'user',
    { url: '/api/payment-methods/confirm-setup', body: { sessionId: 'cs_test_x' } },
    "reads only a setup checkout of the caller's own customer; another's answers 404 (server/modules/payments tests)",
  ),
  'DELETE /api/payment-methods/:id': owned(
    (ids) => ({ url: `/api/payment-methods/${ids.paymentMethodId}` }),
    'user',
  ),
  'POST /api/verify-payment': noId(
    'none',
    { url: '/api/verify-payment', body: { sessionId: 'cs_test_missing' } },
    'reads the checkout its secret session id names (server/modules/signup tests)',
  ),
  'POST /api/register': noId(
    'none',
    {
      url: '/api/register',
      body: { username: 'new_payer', email: 'new_payer@example.com', password: 'Pays-Monthly-599' },
    },
    "authorized by this browser's verified checkout alone (server/modules/signup tests)",
  ),
  'POST /api/link-subscription': noId(
    'user',
    {
      url: '/api/link-subscription',
      body: { customerId: 'cus_test_x', subscriptionId: 'sub_test_x' },
    },
    'links only ids this browser verified (server/modules/signup tests)',
  ),
  'POST /api/claim-payment': noId(
    'user',
    { url: '/api/claim-payment', body: { sessionId: 'cs_test_x' } },
    "takes only a checkout this browser verified, for the caller's account (server/modules/signup tests)",
  ),
  'GET /api/pending-signup': noId(
    'none',
    { url: '/api/pending-signup' },
    "the paid checkout this browser's signup cookie holds, or none (server/modules/signup tests)",
  ),
  'POST /api/pending-signup/open-link': noId(
    'none',
    { url: '/api/pending-signup/open-link', body: { token: SHARE_TOKEN } },
    'authorized by the e-mailed token alone (server/modules/signup tests)',
  ),
  'GET /api/public/proposals/:token': noId(
    'none',
    { url: `/api/public/proposals/${SHARE_TOKEN}` },
    "authorized by the share link's token alone; answers that proposal and the rep's company, no ids (server/modules/public-proposals tests)",
  ),
  'GET /api/public/proposals/:token/proposal.pdf': noId(
    'none',
    { url: `/api/public/proposals/${SHARE_TOKEN}/proposal.pdf` },
    "authorized by the share link's token alone: that proposal's PDF (server/modules/public-proposals tests)",
  ),
  'GET /api/public/proposals/:token/accepted.pdf': noId(
    'none',
    { url: `/api/public/proposals/${SHARE_TOKEN}/accepted.pdf` },
    "authorized by the share link's token alone: that proposal's signed record (server/modules/public-proposals tests)",
  ),
  'POST /api/public/proposals/:token/accept': noId(
    'none',
    {
      url: `/api/public/proposals/${SHARE_TOKEN}/accept`,
      body: { name: 'Pat Customer', agree: true },
    },
    "authorized by the share link's token alone: answers only that proposal (server/modules/public-proposals tests)",
  ),
  'POST /api/public/proposals/:token/decline': noId(
    'none',
    { url: `/api/public/proposals/${SHARE_TOKEN}/decline`, body: {} },
    "authorized by the share link's token alone: answers only that proposal (server/modules/public-proposals tests)",
  ),
  'POST /api/stripe/webhook': noId(
    'none',
    { url: '/api/stripe/webhook' },
    "authorized by Stripe's signature alone; 404 in test mode (server/modules/payments tests)",
  ),
  'GET /api/test-checkout/:id': noId(
    'none',
    { url: '/api/test-checkout/cs_test_missing' },
    'test mode only: the checkout page its secret id names, for the signed-out payer',
  ),
  'POST /api/test-checkout/:id/pay': noId(
    'none',
    {
      url: '/api/test-checkout/cs_test_missing/pay',
      body: { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
    },
    'test mode only: pays the checkout its secret id names, for the signed-out payer',
  ),
};

/** The method of a table key ('GET /api/surveys' → 'GET'). */
export function methodOf(route: string): 'GET' | 'POST' | 'PUT' | 'DELETE' {
  return route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
}

/**
 * Signs in a subscriber who owns one row of every resource: a final survey (the calculation example, with a
 * follow-up), its tower with a current chemical and a photo, a proposal made and priced through the API with
 * one chemical, and a session.
 */
export async function createOwner(
  ctx: TestContext,
): Promise<{ cookie: string; userId: string; ids: OwnerIds }> {
  const { user, cookie } = await ctx.signIn();
  const { survey, tower } = await createExampleSurvey(ctx.db, user.id);
  await createObservations(ctx.db, survey.id, { followUpDate: '2999-01-01' });
  const currentChemical = await createCurrentChemical(ctx.db, tower.id);
  const fileKey = createStorageKey('photo', user.id);
  await ctx.db
    .insert(storedObjects)
    .values({ key: fileKey, userId: user.id, kind: 'photo', uploadedAt: new Date() });
  const [photo] = await ctx.db
    .insert(equipmentPhotos)
    .values({ equipmentId: tower.id, photoUrl: `/api/objects/${fileKey}`, storageKey: fileKey })
    .returning();
  const proposal = (
    await ctx.call('POST', '/api/proposals', { cookie, body: { surveyId: survey.id } })
  ).json();
  const chemical = (
    await ctx.call('POST', '/api/chemicals', {
      cookie,
      body: {
        proposalId: proposal.id,
        name: 'Scale inhibitor',
        treatmentRate: 2.5,
        unitCost: 3.2,
        systemIds: [tower.id],
      },
    })
  ).json();
  const product = await createProduct(ctx.db, user.id);
  const template = await createProgramTemplate(ctx.db, user.id, [product.id]);
  const conflict = await createSyncConflict(ctx.db, { userId: user.id, surveyId: survey.id });
  const sessions = (await ctx.call('GET', '/api/sessions', { cookie })).json() as { id: string }[];
  const paymentMethodId = await givePaymentMethod(ctx, user.id);
  return {
    cookie,
    userId: user.id,
    ids: {
      surveyId: survey.id,
      equipmentId: tower.id,
      currentChemicalId: currentChemical.id,
      photoId: photo!.id,
      fileKey,
      proposalId: proposal.id,
      chemicalId: chemical.id,
      productId: product.id,
      templateId: template.id,
      syncConflictId: conflict.id,
      sessionId: sessions[0]!.id,
      paymentMethodId,
    },
  };
}

/** Pays a test-mode checkout for the user and stores its customer and subscription; answers the card's id. */
async function givePaymentMethod(ctx: TestContext, userId: string): Promise<string> {
  const provider = ctx.deps.payments;
  if (!isTestModeProvider(provider)) throw new Error('the access test runs in test mode');
  const email = `owner_${randomUUID().slice(0, 8)}@example.com`;
  const checkout = await provider.createSubscriptionCheckout({
    successUrl: 'http://localhost:5000/payment-success?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://localhost:5000/',
    customerEmail: email,
  });
  await provider.payCheckout(checkout.id, { ...PAYING_CARD, email });
  const paid = (await provider.retrieveCheckout(checkout.id))!;
  await ctx.db
    .update(users)
    .set({ stripeCustomerId: paid.customerId, stripeSubscriptionId: paid.subscriptionId })
    .where(eq(users.id, userId));
  const { methods } = await provider.listPaymentMethods(paid.customerId!);
  return methods[0]!.id;
}
