CREATE INDEX "ledger_transfers_dealer_occurred" ON "ledger_transfers" USING btree ("dealer_id","occurred_at","id");--> statement-breakpoint
-- Plate trigrams (hand-written: drizzle-kit creates no extensions; issue 40). A part of a plate (`like '%…%'`, the
-- stays desk and arrears) is found through a trigram index instead of a walk over the dealer's stays. pg_trgm ships
-- with PostgreSQL's contrib (a trusted extension: a database owner may create it) and with PGlite, which loads it in
-- src/db/pglite-thread.worker.mjs. Works on PostgreSQL 15+ and PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX parking_sessions_plate_trgm ON parking_sessions USING gin (plate_no gin_trgm_ops);
