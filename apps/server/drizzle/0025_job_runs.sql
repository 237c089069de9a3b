CREATE TABLE "job_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job" text NOT NULL,
	"scope" text DEFAULT '' NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"instance" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"items_touched" integer,
	"error" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_claim_idx" ON "job_runs" USING btree ("job","scope","slot");--> statement-breakpoint
CREATE INDEX "job_runs_started_idx" ON "job_runs" USING btree ("started_at");