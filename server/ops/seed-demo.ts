// Demo data: a rep account `demo` with two realistic surveys, a priced draft proposal, a price book and two
// program templates, reset on every run.
import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
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
import type { StorageService } from '#server/adapters/storage/types.ts';
import { clock } from '#server/lib/clock.ts';
import { HttpError } from '#server/lib/errors.ts';
import { createAccount } from '#server/modules/auth/accounts.ts';
import { deleteUserFiles } from '#server/modules/files/cleanup.ts';
import { defaultValidUntil } from '#server/modules/proposals/proposals.ts';
import { recalculateProposal } from '#server/modules/proposals/recalculate.ts';
import { demoProgram, demoSurveys, type SurveyPlan } from './demo-data.ts';
import { insertDemoPriceBook } from './demo-price-book.ts';

/** The demo account's username. */
export const DEMO_USERNAME = 'demo';
/** The demo account's e-mail. */
export const DEMO_EMAIL = 'demo@aquasurvey.local';

/** Deletes any previous demo account (with its files), then creates it afresh with the two demo surveys, in one transaction. */
export function seedDemo(
  deps: { db: Database; storage: StorageService },
  options: { password: string; today?: Date },
): Promise<{ userId: string; surveyIds: number[] }> {
  return deps.db.transaction((tx) => resetDemoAccount({ db: tx, storage: deps.storage }, options));
}

async function resetDemoAccount(
  deps: { db: Database; storage: StorageService },
  options: { password: string; today?: Date },
): Promise<{ userId: string; surveyIds: number[] }> {
  const { db } = deps;
  const previous = await db
    .select({ id: users.id, isAdmin: users.isAdmin })
    .from(users)
    .where(or(sql`lower(${users.username}) = ${DEMO_USERNAME}`, sql`lower(${users.email}) = ${DEMO_EMAIL}`));
  if (previous.some((u) => u.isAdmin)) {
    throw new HttpError(409, `The account "${DEMO_USERNAME}" is an administrator; refusing to reset it.`);
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
  for (const plan of demoSurveys(options.today ?? clock.now()))
    surveyIds.push(await insertSurvey(db, user.id, plan));
  await insertDemoProposal(db, user.id, surveyIds[0]!);
  await insertDemoPriceBook(db, user.id);
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
