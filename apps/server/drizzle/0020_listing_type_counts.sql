-- The home page always asks for one kind of listing (sale, rent or lease). property_counts counts
-- per kind too, so its total stays a sum over property_counts rather than a count of every active
-- listing of that kind: the counting functions of migration 0009 write the kind, the update
-- trigger also fires when it changes, and the counts are made again from the properties. Two
-- indexes list one kind by price, and in a city newest first with the buyer filters beside it.
ALTER TABLE "property_counts" ADD COLUMN "listing_type" text DEFAULT 'sale' NOT NULL;--> statement-breakpoint
ALTER TABLE "property_counts" DROP CONSTRAINT "property_counts_status_type_city_key_state_key_pk";--> statement-breakpoint
ALTER TABLE "property_counts" ADD CONSTRAINT "property_counts_status_type_listing_type_city_key_state_key_pk" PRIMARY KEY("status","type","listing_type","city_key","state_key");--> statement-breakpoint
CREATE OR REPLACE FUNCTION property_counts_add_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO property_counts AS c (status, type, listing_type, city_key, state_key, n)
  SELECT status, type, listing_type, city_key, state_key, count(*)::int FROM new_rows GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (status, type, listing_type, city_key, state_key) DO UPDATE SET n = c.n + EXCLUDED.n;
  INSERT INTO property_creator_counts AS c (created_by, status, type, city_key, state_key, n)
  SELECT created_by, status, type, city_key, state_key, count(*)::int FROM new_rows GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (created_by, status, type, city_key, state_key) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION property_counts_remove_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO property_counts AS c (status, type, listing_type, city_key, state_key, n)
  SELECT status, type, listing_type, city_key, state_key, -count(*)::int FROM old_rows GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (status, type, listing_type, city_key, state_key) DO UPDATE SET n = c.n + EXCLUDED.n;
  INSERT INTO property_creator_counts AS c (created_by, status, type, city_key, state_key, n)
  SELECT created_by, status, type, city_key, state_key, -count(*)::int FROM old_rows GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (created_by, status, type, city_key, state_key) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION property_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO property_counts AS c (status, type, listing_type, city_key, state_key, n)
  VALUES (OLD.status, OLD.type, OLD.listing_type, OLD.city_key, OLD.state_key, -1)
  ON CONFLICT (status, type, listing_type, city_key, state_key) DO UPDATE SET n = c.n + EXCLUDED.n;
  INSERT INTO property_counts AS c (status, type, listing_type, city_key, state_key, n)
  VALUES (NEW.status, NEW.type, NEW.listing_type, NEW.city_key, NEW.state_key, 1)
  ON CONFLICT (status, type, listing_type, city_key, state_key) DO UPDATE SET n = c.n + EXCLUDED.n;
  INSERT INTO property_creator_counts AS c (created_by, status, type, city_key, state_key, n)
  VALUES (OLD.created_by, OLD.status, OLD.type, OLD.city_key, OLD.state_key, -1)
  ON CONFLICT (created_by, status, type, city_key, state_key) DO UPDATE SET n = c.n + EXCLUDED.n;
  INSERT INTO property_creator_counts AS c (created_by, status, type, city_key, state_key, n)
  VALUES (NEW.created_by, NEW.status, NEW.type, NEW.city_key, NEW.state_key, 1)
  ON CONFLICT (created_by, status, type, city_key, state_key) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER properties_count_update ON properties;
--> statement-breakpoint
CREATE TRIGGER properties_count_update AFTER UPDATE OF status, type, listing_type, city, state, created_by ON properties
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.type IS DISTINCT FROM NEW.type
    OR OLD.listing_type IS DISTINCT FROM NEW.listing_type OR OLD.city_key IS DISTINCT FROM NEW.city_key
    OR OLD.state_key IS DISTINCT FROM NEW.state_key OR OLD.created_by IS DISTINCT FROM NEW.created_by)
  EXECUTE FUNCTION property_counts_move();
--> statement-breakpoint
DELETE FROM property_counts;
--> statement-breakpoint
INSERT INTO property_counts (status, type, listing_type, city_key, state_key, n)
SELECT status, type, listing_type, city_key, state_key, count(*)::int FROM properties GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
CREATE INDEX "properties_status_listing_type_price_idx" ON "properties" USING btree ("status","listing_type","price","id");--> statement-breakpoint
CREATE INDEX "properties_status_listing_type_city_created_at_idx" ON "properties" USING btree ("status","listing_type","city_key","created_at","id","price","bedrooms","type","area_sqft","furnished","construction_status","dealer_id");
