-- The admin dashboard's payments (issue #25): payment_daily_totals counts the succeeded payments
-- made on each day in India, with their paise, kept exact by triggers on payments as
-- property_daily_counts is (migration 0038): inserts and deletes per statement, updates per row
-- when the status, amount or creation time of a succeeded payment change (a refund moves it out),
-- TRUNCATE empties it; it is filled once from the payments here. Rows are written in day order,
-- so two bulk writes take their locks in the same order.
CREATE TABLE "payment_daily_totals" (
	"day" date PRIMARY KEY NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	"paise" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION payment_daily_totals_add_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO payment_daily_totals AS t (day, n, paise)
  SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date, count(*)::int, sum(amount_paise) FROM new_rows WHERE status = 'succeeded' GROUP BY 1 ORDER BY 1
  ON CONFLICT (day) DO UPDATE SET n = t.n + EXCLUDED.n, paise = t.paise + EXCLUDED.paise;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION payment_daily_totals_remove_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO payment_daily_totals AS t (day, n, paise)
  SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date, -count(*)::int, -sum(amount_paise) FROM old_rows WHERE status = 'succeeded' GROUP BY 1 ORDER BY 1
  ON CONFLICT (day) DO UPDATE SET n = t.n + EXCLUDED.n, paise = t.paise + EXCLUDED.paise;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION payment_daily_totals_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'succeeded' THEN
    INSERT INTO payment_daily_totals AS t (day, n, paise) VALUES ((OLD.created_at AT TIME ZONE 'Asia/Kolkata')::date, -1, -OLD.amount_paise)
    ON CONFLICT (day) DO UPDATE SET n = t.n + EXCLUDED.n, paise = t.paise + EXCLUDED.paise;
  END IF;
  IF NEW.status = 'succeeded' THEN
    INSERT INTO payment_daily_totals AS t (day, n, paise) VALUES ((NEW.created_at AT TIME ZONE 'Asia/Kolkata')::date, 1, NEW.amount_paise)
    ON CONFLICT (day) DO UPDATE SET n = t.n + EXCLUDED.n, paise = t.paise + EXCLUDED.paise;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION payment_daily_totals_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM payment_daily_totals;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_daily_total_insert AFTER INSERT ON payments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_daily_totals_add_new();
--> statement-breakpoint
CREATE TRIGGER payments_daily_total_delete AFTER DELETE ON payments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_daily_totals_remove_old();
--> statement-breakpoint
CREATE TRIGGER payments_daily_total_update AFTER UPDATE OF status, amount_paise, created_at ON payments
  FOR EACH ROW WHEN ((OLD.status = 'succeeded' OR NEW.status = 'succeeded')
    AND (OLD.status IS DISTINCT FROM NEW.status OR OLD.amount_paise IS DISTINCT FROM NEW.amount_paise OR OLD.created_at IS DISTINCT FROM NEW.created_at))
  EXECUTE FUNCTION payment_daily_totals_move();
--> statement-breakpoint
CREATE TRIGGER payments_daily_total_truncate AFTER TRUNCATE ON payments
  FOR EACH STATEMENT EXECUTE FUNCTION payment_daily_totals_clear();
--> statement-breakpoint
INSERT INTO payment_daily_totals (day, n, paise)
SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date, count(*)::int, sum(amount_paise) FROM payments WHERE status = 'succeeded' GROUP BY 1;
