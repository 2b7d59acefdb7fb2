-- Ledger guards (hand-written; drizzle-kit does not generate triggers). Appended to the migration that creates the
-- ledger tables; source: apps/server/src/db/custom/ledger-guards.sql. Works on PostgreSQL 15+ and PGlite.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are append-only: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_append_only BEFORE UPDATE OR DELETE ON ledger_transfers FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON ledger_transfers FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_postings_append_only BEFORE UPDATE OR DELETE ON ledger_postings FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_postings_no_truncate BEFORE TRUNCATE ON ledger_postings FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- An account never changes what it is, and its balance moves only through postings (the trigger below).
CREATE FUNCTION ledger_guard_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'ledger accounts are never deleted' USING ERRCODE = 'restrict_violation';
  END IF;
  IF (NEW.id, NEW.dealer_id, NEW.kind, NEW.provider, NEW.driver_id, NEW.normal_side)
      IS DISTINCT FROM (OLD.id, OLD.dealer_id, OLD.kind, OLD.provider, OLD.driver_id, OLD.normal_side)
     OR (NEW.balance_fen <> OLD.balance_fen AND pg_trigger_depth() < 2) THEN
    RAISE EXCEPTION 'ledger account % changes only by postings', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_guard BEFORE UPDATE OR DELETE ON ledger_accounts FOR EACH ROW EXECUTE FUNCTION ledger_guard_account();
--> statement-breakpoint
-- The running balance, in the account's normal direction; the wallet CHECK fires here, inside the paying transaction.
CREATE FUNCTION ledger_apply_posting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts
     SET balance_fen = balance_fen + CASE normal_side WHEN 'debit' THEN NEW.amount_fen ELSE -NEW.amount_fen END
   WHERE id = NEW.account_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_postings_balance AFTER INSERT ON ledger_postings FOR EACH ROW EXECUTE FUNCTION ledger_apply_posting();
--> statement-breakpoint
-- At commit: every transfer has at least two legs, they sum to zero, and they all belong to the transfer's dealer.
CREATE FUNCTION ledger_check_transfer() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tid uuid;
  total bigint;
  legs integer;
BEGIN
  IF TG_TABLE_NAME = 'ledger_transfers' THEN tid := NEW.id; ELSE tid := NEW.transfer_id; END IF;
  SELECT coalesce(sum(amount_fen), 0), count(*) INTO total, legs FROM ledger_postings WHERE transfer_id = tid;
  IF legs < 2 OR total <> 0 THEN
    RAISE EXCEPTION 'ledger transfer % does not balance: % legs summing to % fen', tid, legs, total
      USING ERRCODE = 'check_violation';
  END IF;
  IF EXISTS (
    SELECT 1 FROM ledger_postings p
      JOIN ledger_accounts a ON a.id = p.account_id
      JOIN ledger_transfers t ON t.id = p.transfer_id
     WHERE p.transfer_id = tid AND a.dealer_id <> t.dealer_id
  ) THEN
    RAISE EXCEPTION 'ledger transfer % posts to another dealer''s account', tid USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_transfers_balanced AFTER INSERT ON ledger_transfers DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_transfer();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_postings_balanced AFTER INSERT ON ledger_postings DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_transfer();
