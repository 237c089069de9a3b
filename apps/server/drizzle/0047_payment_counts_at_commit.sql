-- The payments' counters (payment_counts, payment_daily_totals) are one row per day: every
-- payment settled today moves the same rows. Counted when the change happens, each settling
-- transaction held those rows locked to its end, so settlements queued behind one another. As
-- deferred constraint triggers they count at commit: the rows are locked only while the
-- transaction commits, and the counts come out the same (each change is still counted once, with
-- the row as it was and as it became).
DROP TRIGGER payments_counted ON payments;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER payments_counted AFTER INSERT OR DELETE OR UPDATE OF status, purpose, method, provider, created_at ON payments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION payment_counts_track();
--> statement-breakpoint
DROP TRIGGER payments_daily_total_update ON payments;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER payments_daily_total_update AFTER UPDATE OF status, amount_paise, created_at ON payments
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN ((OLD.status = 'succeeded' OR NEW.status = 'succeeded')
    AND (OLD.status IS DISTINCT FROM NEW.status OR OLD.amount_paise IS DISTINCT FROM NEW.amount_paise OR OLD.created_at IS DISTINCT FROM NEW.created_at))
  EXECUTE FUNCTION payment_daily_totals_move();
