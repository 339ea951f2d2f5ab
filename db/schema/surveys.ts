import { date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, measure, ownerId, parentId, serialId, timestamps } from './columns.ts';
import { users } from './users.ts';

/** The id a device made for a row it created (UUID, docs/decisions/041): a second create with it answers the first row. */
const clientId = () => uuid('client_id');
/** When a field's value was edited (on the device, ISO) and saved here (ISO): docs/decisions/041. */
export interface FieldChange {
  editedAt: string;
  savedAt: string;
}
/** Per field, its last change: the later edit wins a sync conflict per field (decision 041). */
const fieldChangedAt = () =>
  jsonb('field_changed_at').$type<Record<string, FieldChange>>().notNull().default({});

/** A facility survey owned by one user. */
export const surveys = pgTable(
  'surveys',
  {
    id: serialId(),
    userId: ownerId(() => users.id),
    facilityName: text('facility_name').notNull(),
    facilityAddress: text('facility_address').notNull(),
    industryType: text('industry_type').notNull(),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    currentVendor: text('current_vendor'),
    status: text('status').notNull().default('draft'),
    clientId: clientId(),
    fieldChangedAt: fieldChangedAt(),
    ...timestamps(),
  },
  (t) => [
    index('surveys_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('surveys_user_client_id_key').on(t.userId, t.clientId),
  ],
);

/** A system documented in a survey: cooling tower, boiler, chiller, closed loop... */
export const equipment = pgTable(
  'equipment',
  {
    id: serialId(),
    surveyId: parentId('survey_id', () => surveys.id),
    type: text('type').notNull(),
    name: text('name').notNull().default(''),
    manufacturer: text('manufacturer'),
    model: text('model'),
    location: text('location'),
    capacity: measure('capacity', 10, 2),
    capacityUnit: text('capacity_unit').notNull().default('hp'),
    flowRate: measure('flow_rate', 10, 2),
    operatingPressure: measure('operating_pressure', 10, 2),
    annualRuntime: integer('annual_runtime'),
    systemLoad: integer('system_load'),
    fuelType: text('fuel_type'),
    bleedSetpoint: text('bleed_setpoint'),
    steamRate: text('steam_rate'),
    makeUpMeter: text('make_up_meter'),
    totalWaterVolume: measure('total_water_volume', 10, 2),
    comments: text('comments'),
    clientId: clientId(),
    fieldChangedAt: fieldChangedAt(),
    ...timestamps(),
  },
  (t) => [
    index('equipment_survey_idx').on(t.surveyId),
    uniqueIndex('equipment_survey_client_id_key').on(t.surveyId, t.clientId),
  ],
);

/** Water test results for a survey: one row per survey. */
export const waterQuality = pgTable('water_quality', {
  id: serialId(),
  surveyId: integer('survey_id')
    .notNull()
    .unique()
    .references(() => surveys.id, { onDelete: 'cascade' }),
  ph: measure('ph', 4, 2),
  conductivity: measure('conductivity', 10, 2),
  hardness: measure('hardness', 10, 2),
  alkalinity: measure('alkalinity', 10, 2),
  silica: measure('silica', 10, 2),
  iron: measure('iron', 10, 3),
  copper: measure('copper', 10, 3),
  chlorides: measure('chlorides', 10, 2),
  tds: measure('tds', 10, 2),
  /** Calcium hardness, mg/L as CaCO3 (docs/decisions/025-water-chemistry.md). */
  calciumHardness: measure('calcium_hardness', 10, 2),
  sulfate: measure('sulfate', 10, 2),
  /** Sample temperature, °F (32 to 212). */
  temperatureF: measure('temperature_f', 5, 2),
  notes: text('notes'),
  testDate: date('test_date', { mode: 'string' }),
  testedBy: text('tested_by'),
  fieldChangedAt: fieldChangedAt(),
  ...timestamps(),
});

/** Observations, recommendations and the follow-up for a survey: one row per survey. */
export const observations = pgTable(
  'observations',
  {
    id: serialId(),
    surveyId: integer('survey_id')
      .notNull()
      .unique()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    systemObservations: text('system_observations'),
    recommendations: text('recommendations'),
    followUpTasks: text('follow_up_tasks'),
    followUpDate: date('follow_up_date', { mode: 'string' }),
    fieldChangedAt: fieldChangedAt(),
    ...timestamps(),
  },
  (t) => [index('observations_follow_up_idx').on(t.followUpDate)],
);

/** Photos of a piece of equipment; storageKey names the file in storage. */
export const equipmentPhotos = pgTable(
  'equipment_photos',
  {
    id: serialId(),
    equipmentId: parentId('equipment_id', () => equipment.id),
    photoUrl: text('photo_url').notNull(),
    storageKey: text('storage_key').notNull(),
    description: text('description'),
    clientId: clientId(),
    createdAt: createdAt(),
  },
  (t) => [
    index('equipment_photos_equipment_idx').on(t.equipmentId),
    uniqueIndex('equipment_photos_equipment_client_id_key').on(t.equipmentId, t.clientId),
  ],
);

/** Chemicals the facility already uses on a piece of equipment. */
export const currentChemicals = pgTable(
  'current_chemicals',
  {
    id: serialId(),
    equipmentId: parentId('equipment_id', () => equipment.id),
    name: text('name').notNull(),
    description: text('description'),
    clientId: clientId(),
    createdAt: createdAt(),
  },
  (t) => [
    index('current_chemicals_equipment_idx').on(t.equipmentId),
    uniqueIndex('current_chemicals_equipment_client_id_key').on(t.equipmentId, t.clientId),
  ],
);
