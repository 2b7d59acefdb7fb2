ALTER TABLE "book_packages" ADD COLUMN "guarantee_batch_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "coupon_id" uuid;--> statement-breakpoint
ALTER TABLE "parking_locks" ADD COLUMN "owner_driver_id" uuid;--> statement-breakpoint
ALTER TABLE "book_packages" ADD CONSTRAINT "book_packages_guarantee_batch_id_coupon_batches_id_fk" FOREIGN KEY ("guarantee_batch_id") REFERENCES "public"."coupon_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_locks" ADD CONSTRAINT "parking_locks_owner_driver_id_drivers_id_fk" FOREIGN KEY ("owner_driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_coupon" ON "bookings" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "parking_locks_owner" ON "parking_locks" USING btree ("owner_driver_id");