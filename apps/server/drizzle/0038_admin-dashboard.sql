-- The admin dashboard (issue #25): property_daily_counts counts the listings created on each day
-- in India per status and type, kept exact by triggers on properties as property_counts is
-- (migration 0003): inserts and deletes per statement, updates per row when the status, type or
-- creation time change, TRUNCATE empties it; it is filled once from the properties here. Plain
-- creation-time indexes let the other series (people, sign-ins, inquiries, visits, deals) be
-- counted over a range without scanning their tables.
CREATE TABLE "property_daily_counts" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"type" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "property_daily_counts_day_status_type_pk" PRIMARY KEY("day","status","type")
);
--> statement-breakpoint
CREATE INDEX "deals_created_idx" ON "deals" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "inquiries_created_idx" ON "inquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_sign_in_idx" ON "refresh_tokens" USING btree ("created_at") WHERE "refresh_tokens"."parent_id" IS NULL;--> statement-breakpoint
CREATE INDEX "site_visits_created_idx" ON "site_visits" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE FUNCTION property_daily_counts_add_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO property_daily_counts AS c (day, status, type, n)
  SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date, status, type, count(*)::int FROM new_rows GROUP BY 1, 2, 3
  ON CONFLICT (day, status, type) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION property_daily_counts_remove_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO property_daily_counts AS c (day, status, type, n)
  SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date, status, type, -count(*)::int FROM old_rows GROUP BY 1, 2, 3
  ON CONFLICT (day, status, type) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION property_daily_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO property_daily_counts AS c (day, status, type, n)
  VALUES ((OLD.created_at AT TIME ZONE 'Asia/Kolkata')::date, OLD.status, OLD.type, -1)
  ON CONFLICT (day, status, type) DO UPDATE SET n = c.n + EXCLUDED.n;
  INSERT INTO property_daily_counts AS c (day, status, type, n)
  VALUES ((NEW.created_at AT TIME ZONE 'Asia/Kolkata')::date, NEW.status, NEW.type, 1)
  ON CONFLICT (day, status, type) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION property_daily_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM property_daily_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER properties_daily_count_insert AFTER INSERT ON properties
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_daily_counts_add_new();
--> statement-breakpoint
CREATE TRIGGER properties_daily_count_delete AFTER DELETE ON properties
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION property_daily_counts_remove_old();
--> statement-breakpoint
CREATE TRIGGER properties_daily_count_update AFTER UPDATE OF status, type, created_at ON properties
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.type IS DISTINCT FROM NEW.type OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION property_daily_counts_move();
--> statement-breakpoint
CREATE TRIGGER properties_daily_count_truncate AFTER TRUNCATE ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION property_daily_counts_clear();
--> statement-breakpoint
INSERT INTO property_daily_counts (day, status, type, n)
SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date, status, type, count(*)::int FROM properties GROUP BY 1, 2, 3;
