CREATE TABLE "property_dealer_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"property_id" uuid NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_trash" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"doc" jsonb NOT NULL,
	"related" jsonb NOT NULL,
	"deleted_by" text NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "property_dealer_changes" ADD CONSTRAINT "property_dealer_changes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_dealer_changes" ADD CONSTRAINT "property_dealer_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_dealer_changes_property_idx" ON "property_dealer_changes" USING btree ("property_id","changed_at","id");--> statement-breakpoint
CREATE INDEX "property_trash_deleted_at_idx" ON "property_trash" USING btree ("deleted_at","id");