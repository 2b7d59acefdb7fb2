CREATE TABLE "coupon_settings" (
	"dealer_id" text PRIMARY KEY NOT NULL,
	"qr_max_minutes" integer NOT NULL,
	"qr_max_claims" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupon_settings_minutes" CHECK ("coupon_settings"."qr_max_minutes" between 5 and 60),
	CONSTRAINT "coupon_settings_claims" CHECK ("coupon_settings"."qr_max_claims" between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "disabled_reason" text;--> statement-breakpoint
ALTER TABLE "coupon_settings" ADD CONSTRAINT "coupon_settings_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;