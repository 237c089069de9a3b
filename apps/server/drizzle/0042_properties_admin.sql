CREATE TABLE "featured_properties" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"featured_by" uuid,
	"featured_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "featured_properties" ADD CONSTRAINT "featured_properties_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_properties" ADD CONSTRAINT "featured_properties_featured_by_users_id_fk" FOREIGN KEY ("featured_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "featured_properties_featured_at_idx" ON "featured_properties" USING btree ("featured_at","property_id");