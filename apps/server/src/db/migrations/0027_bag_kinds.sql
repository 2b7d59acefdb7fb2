CREATE TABLE "bag_cancellations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"plan_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_reason" text,
	"reviewed_by" uuid,
	"refund_fen" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bag_deductions" (
	"stay_id" uuid PRIMARY KEY NOT NULL,
	"plan_id" uuid NOT NULL,
	"units" integer NOT NULL,
	"days" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bag_deductions_units" CHECK ("bag_deductions"."units" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bag_plans" DROP CONSTRAINT "bag_plans_validity";--> statement-breakpoint
ALTER TABLE "bag_plans" ALTER COLUMN "driver_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bag_plans" ALTER COLUMN "application_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bag_plans" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bag_plans" ADD COLUMN "balance" integer;--> statement-breakpoint
ALTER TABLE "bag_plans" ADD COLUMN "purchased" integer;--> statement-breakpoint
ALTER TABLE "bag_plans" ADD COLUMN "max_plates" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "bag_plans" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "bag_plans" ADD COLUMN "granted_by" uuid;--> statement-breakpoint
ALTER TABLE "bag_plans" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bag_products" ADD COLUMN "quantity" integer;--> statement-breakpoint
ALTER TABLE "bag_products" ADD COLUMN "max_plates" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "bag_cancellations" ADD CONSTRAINT "bag_cancellations_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_cancellations" ADD CONSTRAINT "bag_cancellations_plan_id_bag_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."bag_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_cancellations" ADD CONSTRAINT "bag_cancellations_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_deductions" ADD CONSTRAINT "bag_deductions_plan_id_bag_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."bag_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bag_cancellations_one_pending" ON "bag_cancellations" USING btree ("plan_id") WHERE "bag_cancellations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "bag_cancellations_queue" ON "bag_cancellations" USING btree ("dealer_id","status","created_at");--> statement-breakpoint
CREATE INDEX "bag_deductions_plan" ON "bag_deductions" USING btree ("plan_id");--> statement-breakpoint
ALTER TABLE "bag_plans" ADD CONSTRAINT "bag_plans_balance" CHECK ("bag_plans"."balance" is null or ("bag_plans"."balance" >= 0 and "bag_plans"."balance" <= "bag_plans"."purchased"));--> statement-breakpoint
ALTER TABLE "bag_plans" ADD CONSTRAINT "bag_plans_validity" CHECK ("bag_plans"."valid_until" >= "bag_plans"."valid_from");--> statement-breakpoint
ALTER TABLE "bag_products" ADD CONSTRAINT "bag_products_quantity" CHECK ("bag_products"."quantity" is null or "bag_products"."quantity" > 0);