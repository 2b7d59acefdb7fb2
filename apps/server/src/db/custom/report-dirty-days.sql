-- Report rollup marks (hand-written; decision 093). Every ledger transfer marks its dealer's Shanghai day stale, with a
-- new version, so the revenue rollup of that day is rebuilt before it is read. Works on PostgreSQL 15+ and PGlite.
CREATE FUNCTION report_mark_dirty_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_dirty_days (dealer_id, day)
  VALUES (NEW.dealer_id, ((NEW.occurred_at AT TIME ZONE 'UTC') + interval '8 hours')::date)
  ON CONFLICT (dealer_id, day) DO UPDATE SET version = nextval(pg_get_serial_sequence('report_dirty_days', 'version'));
  RETURN NEW;
END $$;
--> statement-breakpoint
-- At commit (migration 0042, decision 099): the upsert locks the dealer's day until the transaction ends.
CREATE CONSTRAINT TRIGGER ledger_transfers_mark_report_day AFTER INSERT ON ledger_transfers DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION report_mark_dirty_day();
--> statement-breakpoint
-- The days of the transfers made before this migration are stale from the start.
INSERT INTO report_dirty_days (dealer_id, day)
SELECT DISTINCT dealer_id, ((occurred_at AT TIME ZONE 'UTC') + interval '8 hours')::date FROM ledger_transfers
ON CONFLICT DO NOTHING;
