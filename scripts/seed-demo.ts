// Demo data: a rep account `demo` with two realistic surveys, reset on every run.
//   npm run seed:demo                      (generated password, printed at the end)
//   DEMO_PASSWORD=... npm run seed:demo    (chosen password)
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, or, sql } from 'drizzle-orm';
import { type Database, openDatabase } from '#db/client.ts';
import {
  chemicals,
  currentChemicals,
  equipment,
  observations,
  proposals,
  surveys,
  users,
  waterQuality,
} from '#db/schema/index.ts';
import { loadConfig } from '#server/env.ts';
import { HttpError } from '#server/lib/errors.ts';
import { createAccount } from '#server/services/auth/accounts.ts';
import { deleteUserFiles } from '#server/services/files/cleanup.ts';
import { createServices } from '#server/services/index.ts';
import { defaultValidUntil } from '#server/services/proposals/proposals.ts';
import { recalculateProposal } from '#server/services/proposals/recalculate.ts';
import type { StorageService } from '#server/services/storage/types.ts';
import { demoProgram, demoSurveys, type SurveyPlan } from './seed-demo-data.ts';

/** The demo account's username and e-mail. */
export const DEMO_USERNAME = 'demo';
export const DEMO_EMAIL = 'demo@aquasurvey.local';

/** Deletes any previous demo account (with its files), then creates it afresh with the two demo surveys. */
export async function seedDemo(
  deps: { db: Database; storage: StorageService },
  options: { password: string; today?: Date },
): Promise<{ userId: string; surveyIds: number[] }> {
  const { db } = deps;
  const previous = await db
    .select({ id: users.id, isAdmin: users.isAdmin })
    .from(users)
    .where(or(sql`lower(${users.username}) = ${DEMO_USERNAME}`, sql`lower(${users.email}) = ${DEMO_EMAIL}`));
  if (previous.some((u) => u.isAdmin)) {
    throw new Error(`The account "${DEMO_USERNAME}" is an administrator; refusing to reset it.`);
  }
  for (const user of previous) {
    await deleteUserFiles(deps, user.id);
    // Surveys, proposals, sessions and file records go with the user (ON DELETE CASCADE).
    await db.delete(users).where(eq(users.id, user.id));
  }
  const user = await createAccount(db, {
    username: DEMO_USERNAME,
    email: DEMO_EMAIL,
    password: options.password,
    firstName: 'Demo',
    lastName: 'Rep',
    subscriptionStatus: 'active',
  });
  const surveyIds: number[] = [];
  for (const plan of demoSurveys(options.today ?? new Date()))
    surveyIds.push(await insertSurvey(db, user.id, plan));
  await insertDemoProposal(db, user.id, surveyIds[0]!);
  return { userId: user.id, surveyIds };
}

async function insertSurvey(db: Database, userId: string, plan: SurveyPlan): Promise<number> {
  return db.transaction(async (tx) => {
    const [survey] = await tx
      .insert(surveys)
      .values({ ...plan.survey, userId })
      .returning({ id: surveys.id });
    const surveyId = survey!.id;
    for (const { chemicals, ...system } of plan.systems) {
      const [row] = await tx
        .insert(equipment)
        .values({ ...system, surveyId })
        .returning({ id: equipment.id });
      if (chemicals.length) {
        await tx
          .insert(currentChemicals)
          .values(chemicals.map(([name, description]) => ({ equipmentId: row!.id, name, description })));
      }
    }
    await tx.insert(waterQuality).values({ ...plan.waterQuality, surveyId });
    await tx.insert(observations).values({ ...plan.observations, surveyId });
    return surveyId;
  });
}

/** A draft program for the final hospital survey, priced by the same engine as the generator. */
async function insertDemoProposal(db: Database, userId: string, surveyId: number): Promise<void> {
  const systems = await db
    .select({ id: equipment.id, name: equipment.name })
    .from(equipment)
    .where(eq(equipment.surveyId, surveyId));
  const idsOf = (...names: string[]) => systems.filter((s) => names.includes(s.name)).map((s) => s.id);
  const [proposal] = await db
    .insert(proposals)
    .values({
      surveyId,
      userId,
      title: "Proposal for St. Mary's Regional Medical Center",
      status: 'draft',
      validUntil: defaultValidUntil(),
    })
    .returning({ id: proposals.id });
  const rows = demoProgram(idsOf);
  await db.insert(chemicals).values(
    rows.map((row, position) => ({
      ...row,
      proposalId: proposal!.id,
      equipmentId: row.systemIds[0] ?? null,
      position,
    })),
  );
  await recalculateProposal(db, proposal!.id);
}

async function main(): Promise<number> {
  const config = loadConfig();
  if (config.isProduction && !process.argv.includes('--force')) {
    console.error(
      'seed:demo: refusing to reset the demo account with NODE_ENV=production (add --force to do it anyway).',
    );
    return 1;
  }
  const chosen = process.env.DEMO_PASSWORD?.trim();
  const password = chosen || randomBytes(12).toString('base64url');
  const handle = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
  try {
    await handle.migrate();
    const services = await createServices(config, handle.db);
    const { surveyIds } = await seedDemo({ db: handle.db, storage: services.storage }, { password });
    console.log(`\n  Demo account ready with ${surveyIds.length} surveys.`);
    console.log(`  URL:      ${config.appUrl}`);
    console.log(`  Username: ${DEMO_USERNAME}  (or ${DEMO_EMAIL})`);
    console.log(`  Password: ${password}${chosen ? '  (from DEMO_PASSWORD)' : ''}\n`);
    return 0;
  } catch (error) {
    if (error instanceof HttpError) {
      const detail = Object.values(error.fieldErrors ?? {}).filter((m) => m !== error.message);
      console.error(`seed:demo: ${error.message}${detail.length ? ` (${detail.join('; ')})` : ''}`);
      return 1;
    }
    throw error;
  } finally {
    await handle.close();
  }
}

const isCli = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isCli) main().then((code) => process.exit(code));
