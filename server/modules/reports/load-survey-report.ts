import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import {
  currentChemicals,
  equipment,
  equipmentPhotos,
  observations,
  surveys,
  waterQuality,
} from '#db/schema/index.ts';
import { notFound } from '#server/lib/errors.ts';
import { SURVEY_NOT_FOUND } from '#server/lib/not-found.ts';
import { listControlRanges } from '#server/modules/water-ranges/control-ranges.ts';
import type { SystemControlRanges } from '#shared/water/control-ranges.ts';

/** A current chemical row as stored. */
export type ReportChemical = typeof currentChemicals.$inferSelect;
/** A photo row as stored; storageKey names its bytes in storage. */
export type ReportPhoto = typeof equipmentPhotos.$inferSelect;
/** An equipment row with its current chemicals and photos, in the order they were added. */
export type ReportEquipment = typeof equipment.$inferSelect & {
  currentChemicals: ReportChemical[];
  photos: ReportPhoto[];
};

/** Everything the survey report shows. */
export interface SurveyReport {
  survey: typeof surveys.$inferSelect;
  equipment: ReportEquipment[];
  waterQuality: typeof waterQuality.$inferSelect | null;
  observations: typeof observations.$inferSelect | null;
  /** The user's control ranges of every type (make-up water, the open system), which grade the Scale and Corrosion panel. */
  waterRanges: SystemControlRanges[];
}

/** Loads the user's survey with its equipment, chemicals, photos, water quality, observations and the user's control ranges (one query per table); 404 "Survey not found" when it is missing or someone else's. */
export async function loadSurveyReport(
  db: Database,
  userId: string,
  surveyId: number,
): Promise<SurveyReport> {
  const [survey] = await db
    .select()
    .from(surveys)
    .where(and(eq(surveys.id, surveyId), eq(surveys.userId, userId)))
    .limit(1);
  if (!survey) throw notFound(SURVEY_NOT_FOUND);

  const [systems, [water], [notes]] = await Promise.all([
    db.select().from(equipment).where(eq(equipment.surveyId, surveyId)).orderBy(asc(equipment.id)),
    db.select().from(waterQuality).where(eq(waterQuality.surveyId, surveyId)),
    db.select().from(observations).where(eq(observations.surveyId, surveyId)),
  ]);
  const ids = systems.map((s) => s.id);
  const [[chemicals, photos], ranges] = await Promise.all([
    ids.length
      ? Promise.all([
          db
            .select()
            .from(currentChemicals)
            .where(inArray(currentChemicals.equipmentId, ids))
            .orderBy(asc(currentChemicals.id)),
          db
            .select()
            .from(equipmentPhotos)
            .where(inArray(equipmentPhotos.equipmentId, ids))
            .orderBy(asc(equipmentPhotos.id)),
        ])
      : Promise.resolve([[], []] as [ReportChemical[], ReportPhoto[]]),
    listControlRanges(db, userId),
  ]);

  const chemicalsBySystem = groupByEquipment(chemicals);
  const photosBySystem = groupByEquipment(photos);
  return {
    survey,
    equipment: systems.map((system) => ({
      ...system,
      currentChemicals: chemicalsBySystem.get(system.id) ?? [],
      photos: photosBySystem.get(system.id) ?? [],
    })),
    waterQuality: water ?? null,
    observations: notes ?? null,
    waterRanges: ranges,
  };
}

function groupByEquipment<T extends { equipmentId: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(row.equipmentId);
    if (list) list.push(row);
    else groups.set(row.equipmentId, [row]);
  }
  return groups;
}
