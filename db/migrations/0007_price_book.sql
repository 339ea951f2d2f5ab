CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'other' NOT NULL,
	"treatment_rate" numeric(10, 3),
	"rate_unit" text DEFAULT 'lbs/1000gal' NOT NULL,
	"density" numeric(8, 3),
	"unit_cost" numeric(10, 2),
	"price_unit" text DEFAULT 'gallon' NOT NULL,
	"system_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_template_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"treatment_rate" numeric(10, 3),
	"rate_unit" text DEFAULT 'lbs/1000gal' NOT NULL,
	"system_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chemicals" ADD COLUMN "product_id" integer;--> statement-breakpoint
ALTER TABLE "chemicals" ADD COLUMN "product_unit_cost" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_template_items" ADD CONSTRAINT "program_template_items_template_id_program_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."program_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_template_items" ADD CONSTRAINT "program_template_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_templates" ADD CONSTRAINT "program_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "products_user_name_key" ON "products" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "products_user_created_idx" ON "products" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "program_template_items_template_idx" ON "program_template_items" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "program_templates_user_idx" ON "program_templates" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "chemicals" ADD CONSTRAINT "chemicals_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;