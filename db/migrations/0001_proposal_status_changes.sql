CREATE TABLE "proposal_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"proposal_id" integer NOT NULL,
	"status" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "proposal_status_changes" ADD CONSTRAINT "proposal_status_changes_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposal_status_changes_proposal_idx" ON "proposal_status_changes" USING btree ("proposal_id","changed_at");--> statement-breakpoint
-- Proposals saved before this table: the row records only its current status and when it was last written.
INSERT INTO "proposal_status_changes" ("proposal_id", "status", "changed_at") SELECT "id", "status", "updated_at" FROM "proposals" WHERE "status" <> 'draft';
