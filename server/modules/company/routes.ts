import type { FastifyInstance } from 'fastify';
import { route } from '#server/plugins/route.ts';
import { CompanySettingsInputSchema, CompanySettingsSchema } from '#shared/schemas/company.ts';
import { readCompanySettings, saveCompanySettings } from './company-settings.ts';

const COMPANY = { 200: CompanySettingsSchema };

/** Settings > Company: the signed-in user's company as both PDFs carry it (the logo comes through /objects/upload). */
export async function companyRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get(
    '/settings/company',
    route({ access: 'subscriber', responds: COMPANY }, async ({ user }) => readCompanySettings(db, user)),
  );

  app.put(
    '/settings/company',
    route(
      { access: 'subscriber', body: CompanySettingsInputSchema, responds: COMPANY },
      async ({ user, body }, request) => saveCompanySettings({ ...app.deps, log: request.log }, user, body),
    ),
  );
}
