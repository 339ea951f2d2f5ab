ALTER TABLE "proposals" ADD COLUMN "rfp_file_name" text;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "rfp_analysis" jsonb;