CREATE TABLE "property_dealer_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"property_id" uuid NOT NULL,
	"dealer_id" uuid NOT NULL,
	"assigned_by" text DEFAULT 'system' NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unassigned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "property_ownership_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"property_id" uuid NOT NULL,
	"previous_owner_id" uuid,
	"new_owner_id" uuid,
	"previous_owners" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"new_owners" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"changed_by" text DEFAULT 'system' NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_price_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"property_id" uuid NOT NULL,
	"old_price" bigint,
	"new_price" bigint NOT NULL,
	"changed_by" text DEFAULT 'system' NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "construction_status" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "furnished" text;--> statement-breakpoint
ALTER TABLE "property_dealer_history" ADD CONSTRAINT "property_dealer_history_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_dealer_history" ADD CONSTRAINT "property_dealer_history_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_ownership_history" ADD CONSTRAINT "property_ownership_history_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_price_history" ADD CONSTRAINT "property_price_history_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_dealer_history_dealer_idx" ON "property_dealer_history" USING btree ("dealer_id","property_id");--> statement-breakpoint
CREATE INDEX "property_dealer_history_property_idx" ON "property_dealer_history" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "property_ownership_history_property_idx" ON "property_ownership_history" USING btree ("property_id","changed_at");--> statement-breakpoint
CREATE INDEX "property_ownership_history_changed_at_idx" ON "property_ownership_history" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "property_price_history_property_idx" ON "property_price_history" USING btree ("property_id","changed_at");--> statement-breakpoint
CREATE INDEX "property_price_history_changed_at_idx" ON "property_price_history" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "properties_created_by_created_at_idx" ON "properties" USING btree ("created_by","created_at","id");--> statement-breakpoint
CREATE INDEX "properties_type_city_price_idx" ON "properties" USING btree ("type","city_key","price","id");--> statement-breakpoint
UPDATE "properties" SET
	"postal_code" = "doc"->'location'->'address'->>'postalCode',
	"construction_status" = "doc"->'basicInfo'->>'constructionStatus',
	"furnished" = "doc"->'basicInfo'->>'furnished';
