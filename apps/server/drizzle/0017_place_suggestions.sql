-- The place suggestions. pg_trgm (trigram similarity) and fuzzystrmatch (edit distance) match what
-- a buyer types against city and locality names in the database; both are trusted contrib
-- extensions of PostgreSQL (a database owner may create them) and PGlite ships them.
-- place_counts holds the public listings per kind, city, state and locality, kept exact by
-- triggers on properties as property_counts is: inserts and deletes per statement, updates per row
-- and only when the status, kind or place change (or the listing stops or starts being public),
-- and TRUNCATE empties it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
CREATE TABLE "place_counts" (
	"listing_type" text NOT NULL,
	"city_key" text NOT NULL,
	"state_key" text NOT NULL,
	"locality_key" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"locality" text,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "place_counts_listing_type_city_key_state_key_locality_key_pk" PRIMARY KEY("listing_type","city_key","state_key","locality_key")
);
--> statement-breakpoint
CREATE FUNCTION place_counts_add_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO place_counts AS c (listing_type, city_key, state_key, locality_key, city, state, locality, n)
  SELECT listing_type, city_key, state_key, lower(btrim(coalesce(locality, ''))), min(city), min(state), min(nullif(btrim(locality), '')), count(*)::int
  FROM new_rows WHERE status = 'active' GROUP BY 1, 2, 3, 4
  ON CONFLICT (listing_type, city_key, state_key, locality_key) DO UPDATE SET
    n = c.n + EXCLUDED.n,
    -- A place nobody lists any more takes the spelling of the next listing there.
    city = CASE WHEN c.n > 0 THEN c.city ELSE EXCLUDED.city END,
    state = CASE WHEN c.n > 0 THEN c.state ELSE EXCLUDED.state END,
    locality = CASE WHEN c.n > 0 THEN c.locality ELSE EXCLUDED.locality END;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION place_counts_remove_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO place_counts AS c (listing_type, city_key, state_key, locality_key, city, state, locality, n)
  SELECT listing_type, city_key, state_key, lower(btrim(coalesce(locality, ''))), min(city), min(state), min(nullif(btrim(locality), '')), -count(*)::int
  FROM old_rows WHERE status = 'active' GROUP BY 1, 2, 3, 4
  ON CONFLICT (listing_type, city_key, state_key, locality_key) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION place_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'active' THEN
    INSERT INTO place_counts AS c (listing_type, city_key, state_key, locality_key, city, state, locality, n)
    VALUES (OLD.listing_type, OLD.city_key, OLD.state_key, lower(btrim(coalesce(OLD.locality, ''))), OLD.city, OLD.state, nullif(btrim(OLD.locality), ''), -1)
    ON CONFLICT (listing_type, city_key, state_key, locality_key) DO UPDATE SET n = c.n + EXCLUDED.n;
  END IF;
  IF NEW.status = 'active' THEN
    INSERT INTO place_counts AS c (listing_type, city_key, state_key, locality_key, city, state, locality, n)
    VALUES (NEW.listing_type, NEW.city_key, NEW.state_key, lower(btrim(coalesce(NEW.locality, ''))), NEW.city, NEW.state, nullif(btrim(NEW.locality), ''), 1)
    ON CONFLICT (listing_type, city_key, state_key, locality_key) DO UPDATE SET
      n = c.n + EXCLUDED.n,
      city = CASE WHEN c.n > 0 THEN c.city ELSE EXCLUDED.city END,
      state = CASE WHEN c.n > 0 THEN c.state ELSE EXCLUDED.state END,
      locality = CASE WHEN c.n > 0 THEN c.locality ELSE EXCLUDED.locality END;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION place_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM place_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER properties_place_count_insert AFTER INSERT ON properties
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION place_counts_add_new();
--> statement-breakpoint
CREATE TRIGGER properties_place_count_delete AFTER DELETE ON properties
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION place_counts_remove_old();
--> statement-breakpoint
CREATE TRIGGER properties_place_count_update AFTER UPDATE OF status, listing_type, city, state, locality ON properties
  FOR EACH ROW WHEN ((OLD.status = 'active' OR NEW.status = 'active') AND (OLD.status IS DISTINCT FROM NEW.status
    OR OLD.listing_type IS DISTINCT FROM NEW.listing_type OR OLD.city_key IS DISTINCT FROM NEW.city_key
    OR OLD.state_key IS DISTINCT FROM NEW.state_key OR OLD.locality IS DISTINCT FROM NEW.locality))
  EXECUTE FUNCTION place_counts_move();
--> statement-breakpoint
CREATE TRIGGER properties_place_count_truncate AFTER TRUNCATE ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION place_counts_clear();
--> statement-breakpoint
INSERT INTO place_counts (listing_type, city_key, state_key, locality_key, city, state, locality, n)
SELECT listing_type, city_key, state_key, lower(btrim(coalesce(locality, ''))), min(city), min(state), min(nullif(btrim(locality), '')), count(*)::int
FROM properties WHERE status = 'active' GROUP BY 1, 2, 3, 4;
