CREATE TABLE "payment_counts" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"purpose" text NOT NULL,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_counts_day_status_purpose_method_provider_pk" PRIMARY KEY("day","status","purpose","method","provider")
);
--> statement-breakpoint
CREATE INDEX "payments_purpose_idx" ON "payments" USING btree ("purpose","created_at");--> statement-breakpoint
CREATE INDEX "payments_method_idx" ON "payments" USING btree ("method","created_at");--> statement-breakpoint
CREATE INDEX "payments_receipt_prefix_idx" ON "payments" USING btree ("receipt_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "payments_reference_prefix_idx" ON "payments" USING btree ("property_reference" text_pattern_ops);--> statement-breakpoint
-- payment_counts follows payments (see its schema): one count moves per payment inserted, changed
-- in a counted column, or deleted; a TRUNCATE of payments (tests) empties it. Existing payments are
-- counted once here.
CREATE FUNCTION payment_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.status, OLD.purpose, OLD.method, OLD.provider, OLD.created_at) IS NOT DISTINCT FROM (NEW.status, NEW.purpose, NEW.method, NEW.provider, NEW.created_at) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE payment_counts SET n = n - 1
      WHERE day = (OLD.created_at AT TIME ZONE 'Asia/Kolkata')::date AND status = OLD.status AND purpose = OLD.purpose AND method = coalesce(OLD.method, '') AND provider = OLD.provider;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO payment_counts (day, status, purpose, method, provider, n)
      VALUES ((NEW.created_at AT TIME ZONE 'Asia/Kolkata')::date, NEW.status, NEW.purpose, coalesce(NEW.method, ''), NEW.provider, 1)
      ON CONFLICT (day, status, purpose, method, provider) DO UPDATE SET n = payment_counts.n + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER payments_counted AFTER INSERT OR DELETE OR UPDATE OF status, purpose, method, provider, created_at ON payments FOR EACH ROW EXECUTE FUNCTION payment_counts_track();
--> statement-breakpoint
CREATE FUNCTION payment_counts_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM payment_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER payments_truncated AFTER TRUNCATE ON payments FOR EACH STATEMENT EXECUTE FUNCTION payment_counts_reset();
--> statement-breakpoint
INSERT INTO payment_counts (day, status, purpose, method, provider, n)
  SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date, status, purpose, coalesce(method, ''), provider, count(*) FROM payments GROUP BY 1, 2, 3, 4, 5;
