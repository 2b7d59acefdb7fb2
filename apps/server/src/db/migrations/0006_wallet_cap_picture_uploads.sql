CREATE TABLE "picture_uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"dealer_id" text NOT NULL,
	"driver_id" uuid NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "picture_uploads_bytes" CHECK ("picture_uploads"."bytes" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" DROP CONSTRAINT "payment_refunds_reason";--> statement-breakpoint
DROP INDEX "payment_refunds_one_per_reason";--> statement-breakpoint
ALTER TABLE "picture_uploads" ADD CONSTRAINT "picture_uploads_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picture_uploads" ADD CONSTRAINT "picture_uploads_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "picture_uploads_driver_day" ON "picture_uploads" USING btree ("driver_id","created_at");--> statement-breakpoint
CREATE INDEX "picture_uploads_unclaimed" ON "picture_uploads" USING btree ("created_at") WHERE "picture_uploads"."claimed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_one_per_reason" ON "payment_refunds" USING btree ("order_id","reason") WHERE "payment_refunds"."reason" in ('duplicate', 'walletCap');--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_reason" CHECK ("payment_refunds"."reason" in ('duplicate', 'withdrawal', 'walletCap'));