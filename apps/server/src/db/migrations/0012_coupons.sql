CREATE TABLE "coupon_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"template_id" uuid NOT NULL,
	"merchant_id" uuid,
	"quantity" integer NOT NULL,
	"issued" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_batches_stock" CHECK ("coupon_batches"."issued" between 0 and "coupon_batches"."quantity")
);
--> statement-breakpoint
CREATE TABLE "coupon_qr_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"merchant_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"max_claims" integer NOT NULL,
	"claims" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_qr_codes_claims" CHECK ("coupon_qr_codes"."claims" between 0 and "coupon_qr_codes"."max_claims")
);
--> statement-breakpoint
CREATE TABLE "coupon_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"cap_fen" integer,
	"min_spend_fen" integer DEFAULT 0 NOT NULL,
	"park_ids" uuid[] DEFAULT '{}' NOT NULL,
	"valid_minutes" integer NOT NULL,
	"per_person_limit" integer DEFAULT 0 NOT NULL,
	"per_day_limit" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_templates_kind" CHECK ("coupon_templates"."kind" in ('amount', 'minutes', 'waiver', 'percent')),
	CONSTRAINT "coupon_templates_value" CHECK (case "coupon_templates"."kind" when 'percent' then "coupon_templates"."value" between 1 and 100 when 'waiver' then "coupon_templates"."value" = 0 else "coupon_templates"."value" > 0 end),
	CONSTRAINT "coupon_templates_cap" CHECK ("coupon_templates"."cap_fen" is null or ("coupon_templates"."kind" = 'percent' and "coupon_templates"."cap_fen" > 0)),
	CONSTRAINT "coupon_templates_min_spend" CHECK ("coupon_templates"."min_spend_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"batch_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"merchant_id" uuid,
	"driver_id" uuid,
	"plate_no" text,
	"plate_color" smallint,
	"qr_code_id" uuid,
	"state" text DEFAULT 'unused' NOT NULL,
	"order_no" text,
	"session_id" uuid,
	"discount_fen" integer,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "coupons_state" CHECK ("coupons"."state" in ('unused', 'locked', 'used', 'revoked')),
	CONSTRAINT "coupons_used" CHECK (("coupons"."state" = 'used') = ("coupons"."used_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "merchant_staff" (
	"merchant_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_staff_merchant_id_driver_id_pk" PRIMARY KEY("merchant_id","driver_id")
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"name" text NOT NULL,
	"park_ids" uuid[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupon_batches" ADD CONSTRAINT "coupon_batches_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_batches" ADD CONSTRAINT "coupon_batches_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_batches" ADD CONSTRAINT "coupon_batches_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_qr_codes" ADD CONSTRAINT "coupon_qr_codes_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_qr_codes" ADD CONSTRAINT "coupon_qr_codes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_qr_codes" ADD CONSTRAINT "coupon_qr_codes_batch_id_coupon_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."coupon_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD CONSTRAINT "coupon_templates_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_batch_id_coupon_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."coupon_batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_qr_code_id_coupon_qr_codes_id_fk" FOREIGN KEY ("qr_code_id") REFERENCES "public"."coupon_qr_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_session_id_parking_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."parking_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_staff" ADD CONSTRAINT "merchant_staff_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_staff" ADD CONSTRAINT "merchant_staff_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_one_per_stay" ON "coupons" USING btree ("session_id") WHERE "coupons"."state" in ('locked', 'used');--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_one_claim_per_qr" ON "coupons" USING btree ("qr_code_id","driver_id");--> statement-breakpoint
CREATE INDEX "coupons_driver" ON "coupons" USING btree ("dealer_id","driver_id","state");--> statement-breakpoint
CREATE INDEX "coupons_plate" ON "coupons" USING btree ("dealer_id","plate_no","state");--> statement-breakpoint
CREATE INDEX "coupons_order" ON "coupons" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "coupons_merchant" ON "coupons" USING btree ("merchant_id","issued_at");--> statement-breakpoint
CREATE INDEX "merchant_staff_driver" ON "merchant_staff" USING btree ("driver_id");