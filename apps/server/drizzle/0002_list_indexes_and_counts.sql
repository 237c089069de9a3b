CREATE TABLE "property_counts" (
	"status" text NOT NULL,
	"type" text NOT NULL,
	"city_key" text NOT NULL,
	"state_key" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "property_counts_status_type_city_key_state_key_pk" PRIMARY KEY("status","type","city_key","state_key")
);
--> statement-breakpoint
DROP INDEX "properties_status_created_idx";--> statement-breakpoint
DROP INDEX "properties_status_type_created_idx";--> statement-breakpoint
DROP INDEX "properties_status_city_created_idx";--> statement-breakpoint
DROP INDEX "properties_status_state_created_idx";--> statement-breakpoint
DROP INDEX "properties_status_city_type_price_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "city_key" text GENERATED ALWAYS AS (lower(city)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "state_key" text GENERATED ALWAYS AS (lower(state)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_status_created_at_idx" ON "properties" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "properties_status_type_created_at_idx" ON "properties" USING btree ("status","type","created_at","id");--> statement-breakpoint
CREATE INDEX "properties_status_city_created_at_idx" ON "properties" USING btree ("status","city_key","created_at","id");--> statement-breakpoint
CREATE INDEX "properties_status_state_created_at_idx" ON "properties" USING btree ("status","state_key","created_at","id");--> statement-breakpoint
CREATE INDEX "properties_status_city_type_price_idx" ON "properties" USING btree ("status","city_key","type","price","id");