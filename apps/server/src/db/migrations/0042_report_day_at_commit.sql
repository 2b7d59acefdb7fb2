-- Report rollup marks at commit (hand-written; decisions 093 and 099). The mark's upsert locks the dealer's day until
-- the transaction ends: run at each transfer, it queued a dealer's money transactions from their first posting to
-- their commit, and put the report day first in every lock order. Deferred, it runs at commit, after every other lock.
DROP TRIGGER ledger_transfers_mark_report_day ON ledger_transfers;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_transfers_mark_report_day AFTER INSERT ON ledger_transfers DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION report_mark_dirty_day();
