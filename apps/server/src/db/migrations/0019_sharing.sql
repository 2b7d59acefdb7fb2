CREATE TABLE "credit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"driver_id" uuid NOT NULL,
	"code" text NOT NULL,
	"source" text NOT NULL,
	"points" integer NOT NULL,
	"reason" text NOT NULL,
	"operator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_events_source" UNIQUE("driver_id","source")
);
--> statement-breakpoint
CREATE TABLE "credit_rules" (
	"dealer_id" text NOT NULL,
	"code" text NOT NULL,
	"points" integer NOT NULL,
	"title" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_rules_dealer_id_code_pk" PRIMARY KEY("dealer_id","code")
);
--> statement-breakpoint
CREATE TABLE "sharing_holidays" (
	"dealer_id" text NOT NULL,
	"day" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "sharing_holidays_dealer_id_day_pk" PRIMARY KEY("dealer_id","day")
);
--> statement-breakpoint
CREATE TABLE "sharing_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"park_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"price_fen" bigint NOT NULL,
	"quota" integer NOT NULL,
	"rules" jsonb NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sharing_products_price" CHECK ("sharing_products"."price_fen" > 0 and "sharing_products"."quota" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sharing_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"driver_id" uuid NOT NULL,
	"park_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"plate_no" text NOT NULL,
	"plate_color" integer DEFAULT 0 NOT NULL,
	"period" text NOT NULL,
	"windows" jsonb NOT NULL,
	"covers_from" timestamp with time zone NOT NULL,
	"covers_until" timestamp with time zone NOT NULL,
	"price_fen" bigint NOT NULL,
	"status" text NOT NULL,
	"order_no" text,
	"pay_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sharing_shares_pay_key" UNIQUE("driver_id","pay_key"),
	CONSTRAINT "sharing_shares_covers" CHECK ("sharing_shares"."covers_until" > "sharing_shares"."covers_from")
);
--> statement-breakpoint
CREATE TABLE "sharing_violations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"driver_id" uuid NOT NULL,
	"share_id" uuid NOT NULL,
	"stay_id" uuid NOT NULL,
	"park_id" uuid NOT NULL,
	"plate_no" text NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	"exited_at" timestamp with time zone NOT NULL,
	"early_minutes" integer NOT NULL,
	"late_minutes" integer NOT NULL,
	"minutes" integer NOT NULL,
	"fee_fen" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sharing_violations_stay_id_unique" UNIQUE("stay_id")
);
--> statement-breakpoint
ALTER TABLE "credit_events" ADD CONSTRAINT "credit_events_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_events" ADD CONSTRAINT "credit_events_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_rules" ADD CONSTRAINT "credit_rules_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sharing_holidays" ADD CONSTRAINT "sharing_holidays_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sharing_products" ADD CONSTRAINT "sharing_products_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sharing_products" ADD CONSTRAINT "sharing_products_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sharing_shares" ADD CONSTRAINT "sharing_shares_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sharing_shares" ADD CONSTRAINT "sharing_shares_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sharing_shares" ADD CONSTRAINT "sharing_shares_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sharing_shares" ADD CONSTRAINT "sharing_shares_product_id_sharing_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."sharing_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sharing_violations" ADD CONSTRAINT "sharing_violations_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sharing_violations" ADD CONSTRAINT "sharing_violations_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sharing_violations" ADD CONSTRAINT "sharing_violations_share_id_sharing_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."sharing_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_events_driver" ON "credit_events" USING btree ("driver_id","created_at");--> statement-breakpoint
CREATE INDEX "sharing_products_park" ON "sharing_products" USING btree ("park_id");--> statement-breakpoint
CREATE INDEX "sharing_shares_driver" ON "sharing_shares" USING btree ("driver_id","created_at");--> statement-breakpoint
CREATE INDEX "sharing_shares_slots" ON "sharing_shares" USING btree ("product_id","period");--> statement-breakpoint
CREATE INDEX "sharing_shares_gate" ON "sharing_shares" USING btree ("park_id","plate_no","covers_until");--> statement-breakpoint
CREATE INDEX "sharing_violations_driver" ON "sharing_violations" USING btree ("driver_id","exited_at");