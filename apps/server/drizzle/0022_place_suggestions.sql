-- The place suggestions. pg_trgm (trigram similarity) and fuzzystrmatch (edit distance) match what
-- a buyer types against city and locality names in the database; both are trusted contrib
-- extensions of PostgreSQL (a database owner may create them) and PGlite ships them.
-- place_counts holds the public listings of each city (locality_key '') and of each locality in
-- it, per kind, kept exact by triggers on properties as property_counts is: inserts and deletes
-- per statement, updates per row and only when the status, kind or place change (and the listing
-- is public before or after), and TRUNCATE empties it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
CREATE TABLE "place_counts" (
	"city_key" text NOT NULL,
	"state_key" text NOT NULL,
	"locality_key" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"locality" text,
	"sale" integer DEFAULT 0 NOT NULL,
	"rent" integer DEFAULT 0 NOT NULL,
	"lease" integer DEFAULT 0 NOT NULL,
	"search" text GENERATED ALWAYS AS (btrim(regexp_replace(CASE WHEN locality_key = '' THEN city_key ELSE locality_key END, '[^a-z0-9]+', ' ', 'g'))) STORED,
	"city_search" text GENERATED ALWAYS AS (btrim(regexp_replace(city_key, '[^a-z0-9]+', ' ', 'g'))) STORED,
	CONSTRAINT "place_counts_city_key_state_key_locality_key_pk" PRIMARY KEY("city_key","state_key","locality_key")
);
--> statement-breakpoint
CREATE FUNCTION place_counts_add_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO place_counts AS c (city_key, state_key, locality_key, city, state, locality, sale, rent, lease)
  SELECT r.city_key, r.state_key, v.locality_key, min(r.city), min(r.state), min(v.locality),
    count(*) FILTER (WHERE r.listing_type = 'sale')::int, count(*) FILTER (WHERE r.listing_type = 'rent')::int, count(*) FILTER (WHERE r.listing_type = 'lease')::int
  FROM new_rows r
  CROSS JOIN LATERAL (VALUES (true, '', NULL), (false, lower(btrim(coalesce(r.locality, ''))), nullif(btrim(r.locality), ''))) AS v(whole_city, locality_key, locality)
  WHERE r.status = 'active' AND (v.whole_city OR v.locality_key <> '')
  GROUP BY 1, 2, 3
  ON CONFLICT (city_key, state_key, locality_key) DO UPDATE SET
    sale = c.sale + EXCLUDED.sale, rent = c.rent + EXCLUDED.rent, lease = c.lease + EXCLUDED.lease,
    -- A place nobody lists any more takes the spelling of the next listing there.
    city = CASE WHEN c.sale + c.rent + c.lease > 0 THEN c.city ELSE EXCLUDED.city END,
    state = CASE WHEN c.sale + c.rent + c.lease > 0 THEN c.state ELSE EXCLUDED.state END,
    locality = CASE WHEN c.sale + c.rent + c.lease > 0 THEN c.locality ELSE EXCLUDED.locality END;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION place_counts_remove_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO place_counts AS c (city_key, state_key, locality_key, city, state, locality, sale, rent, lease)
  SELECT r.city_key, r.state_key, v.locality_key, min(r.city), min(r.state), min(v.locality),
    -count(*) FILTER (WHERE r.listing_type = 'sale')::int, -count(*) FILTER (WHERE r.listing_type = 'rent')::int, -count(*) FILTER (WHERE r.listing_type = 'lease')::int
  FROM old_rows r
  CROSS JOIN LATERAL (VALUES (true, '', NULL), (false, lower(btrim(coalesce(r.locality, ''))), nullif(btrim(r.locality), ''))) AS v(whole_city, locality_key, locality)
  WHERE r.status = 'active' AND (v.whole_city OR v.locality_key <> '')
  GROUP BY 1, 2, 3
  ON CONFLICT (city_key, state_key, locality_key) DO UPDATE SET
    sale = c.sale + EXCLUDED.sale, rent = c.rent + EXCLUDED.rent, lease = c.lease + EXCLUDED.lease;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION place_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'active' THEN
    INSERT INTO place_counts AS c (city_key, state_key, locality_key, city, state, locality, sale, rent, lease)
    SELECT OLD.city_key, OLD.state_key, v.locality_key, OLD.city, OLD.state, v.locality,
      -(OLD.listing_type = 'sale')::int, -(OLD.listing_type = 'rent')::int, -(OLD.listing_type = 'lease')::int
    FROM (VALUES (true, '', NULL), (false, lower(btrim(coalesce(OLD.locality, ''))), nullif(btrim(OLD.locality), ''))) AS v(whole_city, locality_key, locality)
    WHERE v.whole_city OR v.locality_key <> ''
    ON CONFLICT (city_key, state_key, locality_key) DO UPDATE SET
    sale = c.sale + EXCLUDED.sale, rent = c.rent + EXCLUDED.rent, lease = c.lease + EXCLUDED.lease;
  END IF;
  IF NEW.status = 'active' THEN
    INSERT INTO place_counts AS c (city_key, state_key, locality_key, city, state, locality, sale, rent, lease)
    SELECT NEW.city_key, NEW.state_key, v.locality_key, NEW.city, NEW.state, v.locality,
      (NEW.listing_type = 'sale')::int, (NEW.listing_type = 'rent')::int, (NEW.listing_type = 'lease')::int
    FROM (VALUES (true, '', NULL), (false, lower(btrim(coalesce(NEW.locality, ''))), nullif(btrim(NEW.locality), ''))) AS v(whole_city, locality_key, locality)
    WHERE v.whole_city OR v.locality_key <> ''
    ON CONFLICT (city_key, state_key, locality_key) DO UPDATE SET
    sale = c.sale + EXCLUDED.sale, rent = c.rent + EXCLUDED.rent, lease = c.lease + EXCLUDED.lease,
    -- A place nobody lists any more takes the spelling of the next listing there.
    city = CASE WHEN c.sale + c.rent + c.lease > 0 THEN c.city ELSE EXCLUDED.city END,
    state = CASE WHEN c.sale + c.rent + c.lease > 0 THEN c.state ELSE EXCLUDED.state END,
    locality = CASE WHEN c.sale + c.rent + c.lease > 0 THEN c.locality ELSE EXCLUDED.locality END;
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
INSERT INTO place_counts AS c (city_key, state_key, locality_key, city, state, locality, sale, rent, lease)
  SELECT r.city_key, r.state_key, v.locality_key, min(r.city), min(r.state), min(v.locality),
    count(*) FILTER (WHERE r.listing_type = 'sale')::int, count(*) FILTER (WHERE r.listing_type = 'rent')::int, count(*) FILTER (WHERE r.listing_type = 'lease')::int
  FROM properties r
  CROSS JOIN LATERAL (VALUES (true, '', NULL), (false, lower(btrim(coalesce(r.locality, ''))), nullif(btrim(r.locality), ''))) AS v(whole_city, locality_key, locality)
  WHERE r.status = 'active' AND (v.whole_city OR v.locality_key <> '')
  GROUP BY 1, 2, 3;
