CREATE TABLE "bag_top_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"request_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bag_top_ups_request" UNIQUE("plan_id","request_key"),
	CONSTRAINT "bag_top_ups_amount" CHECK ("bag_top_ups"."amount_fen" > 0)
);
--> statement-breakpoint
ALTER TABLE "bag_top_ups" ADD CONSTRAINT "bag_top_ups_plan_id_bag_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."bag_plans"("id") ON DELETE cascade ON UPDATE no action;