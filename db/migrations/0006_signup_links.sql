ALTER TABLE "pending_signups" ALTER COLUMN "token_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pending_signups" ADD COLUMN "link_token_hash" text;--> statement-breakpoint
ALTER TABLE "pending_signups" ADD COLUMN "link_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pending_signups" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "pending_signups" ADD CONSTRAINT "pending_signups_link_token_hash_unique" UNIQUE("link_token_hash");--> statement-breakpoint
UPDATE "pending_signups" SET "resolution" = 'account' WHERE "used_at" IS NOT NULL;