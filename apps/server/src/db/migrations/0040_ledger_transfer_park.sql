ALTER TABLE "ledger_transfers" ADD COLUMN "park_id" uuid;--> statement-breakpoint
CREATE INDEX "ledger_transfers_dealer_park_occurred" ON "ledger_transfers" USING btree ("dealer_id","park_id","occurred_at","id");--> statement-breakpoint
-- Ledger transfer parks (hand-written; decision 093). A transfer's park, from its order (its own, or its refund's): the
-- park of the bills' stays, or of what a purchase paid for (a booking, an off-peak share, a monthly plan, its renewal
-- or top-up, a charging order's station: its hold or occupation fee); null for a coupon batch (many parks) and for money
-- of no park. The insert trigger sets it when the poster did not; the transfers posted before this migration get it
-- here. Works on PostgreSQL 15+ and PGlite.
CREATE FUNCTION ledger_transfer_park(p_order_no text, p_refund_no text) RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT CASE o.kind
    WHEN 'bills' THEN (SELECT s.park_id FROM payment_order_bills b JOIN parking_sessions s ON s.id = b.session_id
                        WHERE b.order_id = o.id ORDER BY s.park_id LIMIT 1)
    WHEN 'purchase' THEN (SELECT CASE pp.purpose
        WHEN 'booking' THEN (SELECT x.park_id FROM bookings x WHERE x.id::text = pp.ref)
        WHEN 'offPeakShare' THEN (SELECT x.park_id FROM sharing_shares x WHERE x.id::text = pp.ref)
        WHEN 'monthlyPlan' THEN (SELECT x.park_id FROM bag_applications x WHERE x.id::text = pp.ref)
        WHEN 'monthlyPlanRenewal' THEN (SELECT p.park_id FROM bag_renewals x JOIN bag_plans p ON p.id = x.plan_id
                                          WHERE x.id::text = pp.ref)
        WHEN 'monthlyPlanTopUp' THEN (SELECT p.park_id FROM bag_top_ups x JOIN bag_plans p ON p.id = x.plan_id
                                        WHERE x.id::text = pp.ref)
        WHEN 'chargingHold' THEN (SELECT st.park_id FROM charging_orders co
                                    JOIN charging_stations st ON st.id = co.station_id WHERE co.order_no = pp.ref)
        WHEN 'chargingOccupation' THEN (SELECT st.park_id FROM charging_orders co
                                    JOIN charging_stations st ON st.id = co.station_id WHERE co.order_no = pp.ref)
        END
      FROM payment_order_purchases pp WHERE pp.order_id = o.id LIMIT 1)
    END
  FROM payment_orders o
  WHERE o.order_no = coalesce(p_order_no,
    (SELECT ro.order_no FROM payment_refunds r JOIN payment_orders ro ON ro.id = r.order_id WHERE r.refund_no = p_refund_no))
  LIMIT 1
$$;
--> statement-breakpoint
CREATE FUNCTION ledger_transfer_set_park() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.park_id IS NULL AND (NEW.order_no IS NOT NULL OR NEW.refund_no IS NOT NULL) THEN
    NEW.park_id := ledger_transfer_park(NEW.order_no, NEW.refund_no);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_set_park BEFORE INSERT ON ledger_transfers FOR EACH ROW EXECUTE FUNCTION ledger_transfer_set_park();
--> statement-breakpoint
-- The transfers posted before: ledger rows are append-only, so the guard steps aside for this one backfill.
ALTER TABLE ledger_transfers DISABLE TRIGGER ledger_transfers_append_only;
--> statement-breakpoint
UPDATE ledger_transfers SET park_id = ledger_transfer_park(order_no, refund_no)
WHERE park_id IS NULL AND (order_no IS NOT NULL OR refund_no IS NOT NULL);
--> statement-breakpoint
ALTER TABLE ledger_transfers ENABLE TRIGGER ledger_transfers_append_only;
