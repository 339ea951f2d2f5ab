CREATE TABLE "proposal_acceptances" (
	"proposal_id" integer PRIMARY KEY NOT NULL,
	"pdf" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"proposal_id" integer NOT NULL,
	"recipients" jsonb NOT NULL,
	"subject" text NOT NULL,
	"include_report" boolean DEFAULT false NOT NULL,
	"delivered" boolean NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"proposal_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"first_opened_at" timestamp with time zone,
	"last_opened_at" timestamp with time zone,
	"open_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "proposal_shares_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "proposal_status_changes" ADD COLUMN "actor_name" text;--> statement-breakpoint
ALTER TABLE "proposal_status_changes" ADD COLUMN "actor_title" text;--> statement-breakpoint
ALTER TABLE "proposal_status_changes" ADD COLUMN "ip_address" text;--> statement-breakpoint
ALTER TABLE "proposal_status_changes" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "proposal_status_changes" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "proposal_acceptances" ADD CONSTRAINT "proposal_acceptances_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_sends" ADD CONSTRAINT "proposal_sends_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_shares" ADD CONSTRAINT "proposal_shares_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposal_sends_proposal_idx" ON "proposal_sends" USING btree ("proposal_id","sent_at");--> statement-breakpoint
CREATE INDEX "proposal_shares_proposal_idx" ON "proposal_shares" USING btree ("proposal_id","created_at");