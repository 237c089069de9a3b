CREATE TABLE "property_scores" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"computed_score" integer NOT NULL,
	"factors" jsonb NOT NULL,
	"flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"evaluation_hash" text NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"override_score" integer,
	"override_reason" text,
	"override_by" uuid,
	"override_at" timestamp with time zone,
	CONSTRAINT "property_scores_computed_range" CHECK ("property_scores"."computed_score" BETWEEN 0 AND 100),
	CONSTRAINT "property_scores_override_range" CHECK ("property_scores"."override_score" IS NULL OR "property_scores"."override_score" BETWEEN 0 AND 100)
);
--> statement-breakpoint
ALTER TABLE "property_scores" ADD CONSTRAINT "property_scores_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_scores" ADD CONSTRAINT "property_scores_override_by_users_id_fk" FOREIGN KEY ("override_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_scores_score_idx" ON "property_scores" USING btree ("computed_score","property_id");--> statement-breakpoint
CREATE INDEX "property_scores_flagged_idx" ON "property_scores" USING btree ("property_id") WHERE "property_scores"."flags" <> '[]'::jsonb;--> statement-breakpoint
CREATE INDEX "property_scores_overridden_idx" ON "property_scores" USING btree ("property_id") WHERE "property_scores"."override_score" IS NOT NULL;