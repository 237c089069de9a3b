-- The newest-first indexes led by status (all, by city, by state) also carry every column the
-- property searches filter on, so a search counts and pages from one index alone.
DROP INDEX "properties_status_created_at_idx";--> statement-breakpoint
DROP INDEX "properties_status_city_created_at_idx";--> statement-breakpoint
DROP INDEX "properties_status_state_created_at_idx";--> statement-breakpoint
CREATE INDEX "properties_status_created_at_idx" ON "properties" USING btree ("status","created_at","id","city_key","state_key","type","sub_type","listing_type","construction_status","furnished","locality","postal_code","price","area_sqft","bedrooms","bathrooms","created_by","owner_id");--> statement-breakpoint
CREATE INDEX "properties_status_city_created_at_idx" ON "properties" USING btree ("status","city_key","created_at","id","state_key","type","sub_type","listing_type","construction_status","furnished","locality","postal_code","price","area_sqft","bedrooms","bathrooms","created_by","owner_id");--> statement-breakpoint
CREATE INDEX "properties_status_state_created_at_idx" ON "properties" USING btree ("status","state_key","created_at","id","city_key","type","sub_type","listing_type","construction_status","furnished","locality","postal_code","price","area_sqft","bedrooms","bathrooms","created_by","owner_id");