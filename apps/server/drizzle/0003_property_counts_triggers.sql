-- Keeps property_counts exact. Inserts and deletes are counted per statement (one aggregate per
-- bulk INSERT), updates per row and only when status, type, city or state change (a views update
-- touches nothing here), and TRUNCATE empties the counts.
CREATE FUNCTION property_counts_add_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO property_counts AS c (status, type, city_key, state_key, n)
  SELECT status, type, city_key, state_key, count(*)::int FROM new_rows GROUP BY 1, 2, 3, 4
  ON CONFLICT (status, type, city_key, state_key) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION property_counts_remove_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO property_counts AS c (status, type, city_key, state_key, n)
  SELECT status, type, city_key, state_key, -count(*)::int FROM old_rows GROUP BY 1, 2, 3, 4
  ON CONFLICT (status, type, city_key, state_key) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION property_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO property_counts AS c (status, type, city_key, state_key, n)
  VALUES (OLD.status, OLD.type, OLD.city_key, OLD.state_key, -1)
  ON CONFLICT (status, type, city_key, state_key) DO UPDATE SET n = c.n + EXCLUDED.n;
  INSERT INTO property_counts AS c (status, type, city_key, state_key, n)
  VALUES (NEW.status, NEW.type, NEW.city_key, NEW.state_key, 1)
  ON CONFLICT (status, type, city_key, state_key) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION property_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM property_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER properties_count_insert AFTER INSERT ON properties
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_counts_add_new();
--> statement-breakpoint
CREATE TRIGGER properties_count_delete AFTER DELETE ON properties
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION property_counts_remove_old();
--> statement-breakpoint
CREATE TRIGGER properties_count_update AFTER UPDATE OF status, type, city, state ON properties
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.type IS DISTINCT FROM NEW.type
    OR OLD.city_key IS DISTINCT FROM NEW.city_key OR OLD.state_key IS DISTINCT FROM NEW.state_key)
  EXECUTE FUNCTION property_counts_move();
--> statement-breakpoint
CREATE TRIGGER properties_count_truncate AFTER TRUNCATE ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION property_counts_clear();
--> statement-breakpoint
INSERT INTO property_counts (status, type, city_key, state_key, n)
SELECT status, type, city_key, state_key, count(*)::int FROM properties GROUP BY 1, 2, 3, 4;
