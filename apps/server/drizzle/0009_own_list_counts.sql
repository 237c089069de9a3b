-- The signed-in list's own properties, without reading all of them. A user's own properties are
-- those the user created plus those the user owns but did not create; property_owners.is_creator
-- separates the two, so the second set comes from a partial index, and property_creator_counts
-- (per creator, status, type, city and state) gives the first set's total without counting rows.
-- Both are kept by triggers: the counts by the same functions as property_counts, the flag when an
-- owner is added and when a property's creator changes.
CREATE TABLE "property_creator_counts" (
	"created_by" text NOT NULL,
	"status" text NOT NULL,
	"type" text NOT NULL,
	"city_key" text NOT NULL,
	"state_key" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "property_creator_counts_created_by_status_type_city_key_state_key_pk" PRIMARY KEY("created_by","status","type","city_key","state_key")
);
--> statement-breakpoint
ALTER TABLE "property_owners" ADD COLUMN "is_creator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_created_by_updated_at_idx" ON "properties" USING btree ("created_by","updated_at","id");--> statement-breakpoint
CREATE INDEX "property_owners_co_owned_idx" ON "property_owners" USING btree ("user_id","property_id") WHERE NOT "property_owners"."is_creator";--> statement-breakpoint
CREATE OR REPLACE FUNCTION property_counts_add_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO property_counts AS c (status, type, city_key, state_key, n)
  SELECT status, type, city_key, state_key, count(*)::int FROM new_rows GROUP BY 1, 2, 3, 4
  ON CONFLICT (status, type, city_key, state_key) DO UPDATE SET n = c.n + EXCLUDED.n;
  INSERT INTO property_creator_counts AS c (created_by, status, type, city_key, state_key, n)
  SELECT created_by, status, type, city_key, state_key, count(*)::int FROM new_rows GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (created_by, status, type, city_key, state_key) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION property_counts_remove_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO property_counts AS c (status, type, city_key, state_key, n)
  SELECT status, type, city_key, state_key, -count(*)::int FROM old_rows GROUP BY 1, 2, 3, 4
  ON CONFLICT (status, type, city_key, state_key) DO UPDATE SET n = c.n + EXCLUDED.n;
  INSERT INTO property_creator_counts AS c (created_by, status, type, city_key, state_key, n)
  SELECT created_by, status, type, city_key, state_key, -count(*)::int FROM old_rows GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (created_by, status, type, city_key, state_key) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION property_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO property_counts AS c (status, type, city_key, state_key, n)
  VALUES (OLD.status, OLD.type, OLD.city_key, OLD.state_key, -1)
  ON CONFLICT (status, type, city_key, state_key) DO UPDATE SET n = c.n + EXCLUDED.n;
  INSERT INTO property_counts AS c (status, type, city_key, state_key, n)
  VALUES (NEW.status, NEW.type, NEW.city_key, NEW.state_key, 1)
  ON CONFLICT (status, type, city_key, state_key) DO UPDATE SET n = c.n + EXCLUDED.n;
  INSERT INTO property_creator_counts AS c (created_by, status, type, city_key, state_key, n)
  VALUES (OLD.created_by, OLD.status, OLD.type, OLD.city_key, OLD.state_key, -1)
  ON CONFLICT (created_by, status, type, city_key, state_key) DO UPDATE SET n = c.n + EXCLUDED.n;
  INSERT INTO property_creator_counts AS c (created_by, status, type, city_key, state_key, n)
  VALUES (NEW.created_by, NEW.status, NEW.type, NEW.city_key, NEW.state_key, 1)
  ON CONFLICT (created_by, status, type, city_key, state_key) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION property_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM property_counts;
  DELETE FROM property_creator_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER properties_count_update ON properties;
--> statement-breakpoint
CREATE TRIGGER properties_count_update AFTER UPDATE OF status, type, city, state, created_by ON properties
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.type IS DISTINCT FROM NEW.type
    OR OLD.city_key IS DISTINCT FROM NEW.city_key OR OLD.state_key IS DISTINCT FROM NEW.state_key OR OLD.created_by IS DISTINCT FROM NEW.created_by)
  EXECUTE FUNCTION property_counts_move();
--> statement-breakpoint
CREATE FUNCTION property_owners_mark_creator() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.is_creator := EXISTS (SELECT 1 FROM properties p WHERE p.id = NEW.property_id AND p.created_by = NEW.user_id::text);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER property_owners_creator BEFORE INSERT OR UPDATE OF property_id, user_id ON property_owners
  FOR EACH ROW EXECUTE FUNCTION property_owners_mark_creator();
--> statement-breakpoint
CREATE FUNCTION property_owners_creator_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE property_owners SET is_creator = (user_id::text = NEW.created_by) WHERE property_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER properties_creator_moved AFTER UPDATE OF created_by ON properties
  FOR EACH ROW WHEN (OLD.created_by IS DISTINCT FROM NEW.created_by) EXECUTE FUNCTION property_owners_creator_moved();
--> statement-breakpoint
INSERT INTO property_creator_counts (created_by, status, type, city_key, state_key, n)
SELECT created_by, status, type, city_key, state_key, count(*)::int FROM properties GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
UPDATE property_owners o SET is_creator = true FROM properties p WHERE p.id = o.property_id AND p.created_by = o.user_id::text;
