import type { FastifyInstance } from 'fastify';
import { isTestModeProvider } from '../services/payments/test-mode-provider.ts';
import { accountRoutes } from './account/index.ts';
import { adminRoutes } from './admin/index.ts';
import { aiRoutes } from './ai/index.ts';
import { authRoutes } from './auth/index.ts';
import { chemicalRoutes } from './chemicals/index.ts';
import { currentChemicalRoutes } from './current-chemicals/index.ts';
import { dashboardRoutes } from './dashboard/index.ts';
import { equipmentRoutes } from './equipment/index.ts';
import { followUpRoutes } from './follow-ups/index.ts';
import { objectRoutes } from './objects/index.ts';
import { observationRoutes } from './observations/index.ts';
import { passwordResetRoutes } from './password-reset/index.ts';
import { paymentRoutes } from './payments/index.ts';
import { photoRoutes } from './photos/index.ts';
import { proposalPdfRoutes } from './proposal-pdf/index.ts';
import { proposalRoutes } from './proposals/index.ts';
import { reportRoutes } from './reports/index.ts';
import { rfpRoutes } from './rfp/index.ts';
import { signupRoutes } from './signup/index.ts';
import { stripeWebhookRoutes } from './stripe-webhook/index.ts';
import { surveyRoutes } from './surveys/index.ts';
import { testCheckoutRoutes } from './test-checkout/index.ts';
import { testSupportRoutes } from './test-support/index.ts';
import { waterQualityRoutes } from './water-quality/index.ts';
import { waterRangeRoutes } from './water-ranges/index.ts';

/** Registers every API resource under /api; each resource folder holds its handlers, schemas and tests. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(adminRoutes);
  await app.register(passwordResetRoutes);
  await app.register(dashboardRoutes);
  await app.register(surveyRoutes);
  await app.register(equipmentRoutes);
  await app.register(photoRoutes);
  await app.register(objectRoutes);
  await app.register(currentChemicalRoutes);
  await app.register(waterQualityRoutes);
  await app.register(waterRangeRoutes);
  await app.register(observationRoutes);
  await app.register(followUpRoutes);
  await app.register(proposalRoutes);
  await app.register(chemicalRoutes);
  await app.register(reportRoutes);
  await app.register(rfpRoutes);
  await app.register(aiRoutes);
  await app.register(proposalPdfRoutes);
  await app.register(paymentRoutes);
  await app.register(signupRoutes);
  await app.register(stripeWebhookRoutes);
  const payments = app.deps.payments;
  if (isTestModeProvider(payments)) await app.register(testCheckoutRoutes, { provider: payments });
  if (app.deps.config.ENABLE_TEST_ROUTES && !app.deps.config.isProduction)
    await app.register(testSupportRoutes);
}
