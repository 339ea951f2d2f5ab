ALTER TABLE "proposals" ADD COLUMN "figure_bindings" jsonb;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "figures_updated_sections" jsonb;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "service_plan" jsonb;