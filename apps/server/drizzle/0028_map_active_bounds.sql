-- The public map (issue #22) reads live listings by their box: the viewport's clusters, its plot
-- outlines and the drawn-area search. This index holds only live listings' boxes with the columns
-- the map's filters read (INCLUDE), so a viewport's clusters are counted from the index alone,
-- without visiting a row of the table (an index-only scan). Written by hand: Drizzle's index
-- builder has no INCLUDE; the schema (src/db/schema/properties.ts) names it in a comment.
CREATE INDEX "properties_active_bounds_idx" ON "properties" USING gist ("bounds") INCLUDE ("listing_type", "type", "price", "city_key", "bedrooms") WHERE "status" = 'active';
