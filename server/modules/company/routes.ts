import type { FastifyInstance } from 'fastify';
import { requireSubscriber } from '#server/plugins/auth.ts';
import { respondsWith } from '#server/plugins/openapi.ts';
import { CompanySettingsSchema } from '#shared/schemas/company.ts';
import { readCompanySettings, saveCompanySettings } from './company-settings.ts';

const COMPANY = respondsWith({ 200: CompanySettingsSchema });

/** Settings > Company: the signed-in user's company as both PDFs carry it (the logo comes through /objects/upload). */
export async function companyRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get('/settings/company', COMPANY, async (request) => {
    const user = requireSubscriber(request);
    return readCompanySettings(db, user);
  });

  app.put('/settings/company', COMPANY, async (request) => {
    const user = requireSubscriber(request);
    return saveCompanySettings({ ...app.deps, log: request.log }, user, request.body);
  });
}
