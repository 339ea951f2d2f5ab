CREATE TABLE "water_control_ranges" (
	"user_id" uuid NOT NULL,
	"system_type" text NOT NULL,
	"ranges" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "water_control_ranges_user_id_system_type_pk" PRIMARY KEY("user_id","system_type")
);
--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "skin_temperature_f" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "water_quality" ADD COLUMN "calcium_hardness" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "water_quality" ADD COLUMN "sulfate" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "water_quality" ADD COLUMN "temperature_f" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "water_control_ranges" ADD CONSTRAINT "water_control_ranges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;