CREATE TABLE "bag_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"driver_id" uuid NOT NULL,
	"park_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"plates" jsonb NOT NULL,
	"applicant_name" text NOT NULL,
	"phone" text NOT NULL,
	"id_number" text NOT NULL,
	"licence_pictures" text[] NOT NULL,
	"proof_pictures" text[] NOT NULL,
	"start_date" text NOT NULL,
	"status" text NOT NULL,
	"review_reason" text,
	"reviewed_by" uuid,
	"order_no" text,
	"pay_key" text,
	"plan_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bag_parks" (
	"park_id" uuid PRIMARY KEY NOT NULL,
	"dealer_id" text NOT NULL,
	"quota_share" integer DEFAULT 80 NOT NULL,
	"auto_approve" boolean DEFAULT false NOT NULL,
	"late_renew_days" integer DEFAULT 7 NOT NULL,
	"late_renew_from" text DEFAULT 'expiry' NOT NULL,
	"starts_next_day" boolean DEFAULT true NOT NULL,
	"needs_proof" boolean DEFAULT false NOT NULL,
	"notice" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bag_parks_quota_share" CHECK ("bag_parks"."quota_share" between -1 and 100),
	CONSTRAINT "bag_parks_late_renew" CHECK ("bag_parks"."late_renew_days" >= 0 and "bag_parks"."late_renew_from" in ('expiry', 'renewal'))
);
--> statement-breakpoint
CREATE TABLE "bag_plan_payments" (
	"order_no" text PRIMARY KEY NOT NULL,
	"plan_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"pay_channel" smallint NOT NULL,
	"period_from" timestamp with time zone NOT NULL,
	"period_until" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bag_plan_plates" (
	"plan_id" uuid NOT NULL,
	"park_id" uuid NOT NULL,
	"plate_no" text NOT NULL,
	"plate_color" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "bag_plan_plates_plan_id_plate_no_pk" PRIMARY KEY("plan_id","plate_no")
);
--> statement-breakpoint
CREATE TABLE "bag_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"driver_id" uuid NOT NULL,
	"park_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"vehicle_class" text NOT NULL,
	"windows" jsonb,
	"phone" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bag_plans_application_id_unique" UNIQUE("application_id"),
	CONSTRAINT "bag_plans_validity" CHECK ("bag_plans"."valid_until" > "bag_plans"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "bag_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"park_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"vehicle_class" text NOT NULL,
	"price_fen" bigint NOT NULL,
	"windows" jsonb,
	"on_sale" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bag_products_one_price" UNIQUE("park_id","kind","vehicle_class"),
	CONSTRAINT "bag_products_price" CHECK ("bag_products"."price_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "bag_reminders" (
	"plan_id" uuid NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"days_before" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bag_reminders_plan_id_valid_until_days_before_pk" PRIMARY KEY("plan_id","valid_until","days_before")
);
--> statement-breakpoint
CREATE TABLE "bag_renewals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"based_on_until" timestamp with time zone NOT NULL,
	"period_from" timestamp with time zone NOT NULL,
	"period_until" timestamp with time zone NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"request_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bag_renewals_request" UNIQUE("plan_id","request_key")
);
--> statement-breakpoint
ALTER TABLE "bag_applications" ADD CONSTRAINT "bag_applications_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_applications" ADD CONSTRAINT "bag_applications_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_applications" ADD CONSTRAINT "bag_applications_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_applications" ADD CONSTRAINT "bag_applications_product_id_bag_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."bag_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_parks" ADD CONSTRAINT "bag_parks_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_parks" ADD CONSTRAINT "bag_parks_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_plan_payments" ADD CONSTRAINT "bag_plan_payments_plan_id_bag_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."bag_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_plan_plates" ADD CONSTRAINT "bag_plan_plates_plan_id_bag_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."bag_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_plans" ADD CONSTRAINT "bag_plans_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_plans" ADD CONSTRAINT "bag_plans_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_plans" ADD CONSTRAINT "bag_plans_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_plans" ADD CONSTRAINT "bag_plans_application_id_bag_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."bag_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_plans" ADD CONSTRAINT "bag_plans_product_id_bag_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."bag_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_products" ADD CONSTRAINT "bag_products_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_products" ADD CONSTRAINT "bag_products_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_reminders" ADD CONSTRAINT "bag_reminders_plan_id_bag_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."bag_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_renewals" ADD CONSTRAINT "bag_renewals_plan_id_bag_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."bag_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bag_applications_driver" ON "bag_applications" USING btree ("driver_id","created_at");--> statement-breakpoint
CREATE INDEX "bag_applications_queue" ON "bag_applications" USING btree ("dealer_id","status","created_at");--> statement-breakpoint
CREATE INDEX "bag_applications_holds" ON "bag_applications" USING btree ("park_id") WHERE "bag_applications"."status" = 'paying';--> statement-breakpoint
CREATE INDEX "bag_plan_payments_plan" ON "bag_plan_payments" USING btree ("plan_id","paid_at");--> statement-breakpoint
CREATE INDEX "bag_plan_plates_lookup" ON "bag_plan_plates" USING btree ("park_id","plate_no");--> statement-breakpoint
CREATE INDEX "bag_plans_driver" ON "bag_plans" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "bag_plans_park_until" ON "bag_plans" USING btree ("park_id","valid_until");