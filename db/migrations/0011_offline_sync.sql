CREATE TABLE "idempotency_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"body_hash" text NOT NULL,
	"status" integer,
	"content_type" text,
	"response_body" text,
	"response_headers" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_conflicts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"survey_id" integer NOT NULL,
	"resource" text NOT NULL,
	"record_id" integer NOT NULL,
	"field" text NOT NULL,
	"field_label" text NOT NULL,
	"kept_value" jsonb,
	"other_value" jsonb,
	"winner" text NOT NULL,
	"device_edited_at" timestamp with time zone NOT NULL,
	"server_changed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dismissed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "current_chemicals" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "field_changed_at" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "equipment_photos" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "observations" ADD COLUMN "field_changed_at" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "field_changed_at" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "water_quality" ADD COLUMN "field_changed_at" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_conflicts" ADD CONSTRAINT "sync_conflicts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_conflicts" ADD CONSTRAINT "sync_conflicts_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_user_key_key" ON "idempotency_keys" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sync_conflicts_user_survey_idx" ON "sync_conflicts" USING btree ("user_id","survey_id");--> statement-breakpoint
CREATE INDEX "sync_conflicts_survey_idx" ON "sync_conflicts" USING btree ("survey_id");--> statement-breakpoint
CREATE UNIQUE INDEX "current_chemicals_equipment_client_id_key" ON "current_chemicals" USING btree ("equipment_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_survey_client_id_key" ON "equipment" USING btree ("survey_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_photos_equipment_client_id_key" ON "equipment_photos" USING btree ("equipment_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "surveys_user_client_id_key" ON "surveys" USING btree ("user_id","client_id");