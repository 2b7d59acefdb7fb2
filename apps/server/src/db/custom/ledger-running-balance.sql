-- Ledger running balance (hand-written; replaces the AFTER INSERT posting trigger of ledger-guards.sql). Appended
-- after it; source: apps/server/src/db/custom/ledger-running-balance.sql. Works on PostgreSQL 15+ and PGlite.
-- The posting now applies itself to its account BEFORE it is stored, so it can keep the balance it left behind
-- (balance_after_fen) and take its id only once it holds the account's row lock: on one account, ids follow the
-- order the balance really moved in, even when two transactions race (wallet details list movements by id).
DROP TRIGGER ledger_postings_balance ON ledger_postings;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_apply_posting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts
     SET balance_fen = balance_fen + CASE normal_side WHEN 'debit' THEN NEW.amount_fen ELSE -NEW.amount_fen END
   WHERE id = NEW.account_id
  RETURNING balance_fen INTO NEW.balance_after_fen;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger account % does not exist', NEW.account_id USING ERRCODE = 'foreign_key_violation';
  END IF;
  NEW.id := nextval(pg_get_serial_sequence('ledger_postings', 'id'));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_postings_balance BEFORE INSERT ON ledger_postings FOR EACH ROW EXECUTE FUNCTION ledger_apply_posting();
