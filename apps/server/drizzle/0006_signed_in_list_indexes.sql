-- The signed-in list and seller summary read a user's own listings from one index holding every
-- column they filter, sort or add up; the showAll list and recent changes read newest first.
DROP INDEX "properties_created_by_created_at_idx";--> statement-breakpoint
CREATE INDEX "properties_created_by_list_idx" ON "properties" USING btree ("created_by","created_at","id","updated_at","status","type","city_key","state_key","price","area_sqft","views","score");--> statement-breakpoint
CREATE INDEX "properties_created_at_idx" ON "properties" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "property_dealer_history_assigned_at_idx" ON "property_dealer_history" USING btree ("assigned_at");