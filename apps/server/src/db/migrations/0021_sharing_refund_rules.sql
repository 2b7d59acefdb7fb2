CREATE TABLE "sharing_refund_rules" (
	"park_id" uuid PRIMARY KEY NOT NULL,
	"dealer_id" text NOT NULL,
	"full_before_hours" integer NOT NULL,
	"part_percent" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sharing_refund_rules_range" CHECK ("sharing_refund_rules"."full_before_hours" >= 0 and "sharing_refund_rules"."part_percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "sharing_refund_rules" ADD CONSTRAINT "sharing_refund_rules_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sharing_refund_rules" ADD CONSTRAINT "sharing_refund_rules_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;