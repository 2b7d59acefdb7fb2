CREATE TABLE "charger_commands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"charger_id" text NOT NULL,
	"action" text NOT NULL,
	"request" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"answer" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charging_card_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid NOT NULL,
	"dealer_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"balance_fen" bigint NOT NULL,
	"order_no" text,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charging_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"card_no" text NOT NULL,
	"password_hash" text NOT NULL,
	"balance_fen" bigint DEFAULT 0 NOT NULL,
	"driver_id" uuid,
	"bound_at" timestamp with time zone,
	"frozen" text,
	"password_failures" integer DEFAULT 0 NOT NULL,
	"password_locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charging_cards_balance" CHECK ("charging_cards"."balance_fen" >= 0),
	CONSTRAINT "charging_cards_frozen" CHECK ("charging_cards"."frozen" is null or "charging_cards"."frozen" in ('operator', 'lost'))
);
--> statement-breakpoint
CREATE TABLE "charging_tag_orders" (
	"order_no" text PRIMARY KEY NOT NULL,
	"dealer_id" text NOT NULL,
	"kind" text NOT NULL,
	"tag" text NOT NULL,
	"card_id" uuid,
	"vin_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charging_vins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"driver_id" uuid NOT NULL,
	"vin" text NOT NULL,
	"plate_id" text NOT NULL,
	"plate_no" text NOT NULL,
	"prepay_fen" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "charging_vins_vin" CHECK ("charging_vins"."vin" ~ '^[A-HJ-NPR-Z0-9]{17}$')
);
--> statement-breakpoint
ALTER TABLE "charger_commands" ADD CONSTRAINT "charger_commands_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charger_commands" ADD CONSTRAINT "charger_commands_charger_id_chargers_id_fk" FOREIGN KEY ("charger_id") REFERENCES "public"."chargers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charging_card_records" ADD CONSTRAINT "charging_card_records_card_id_charging_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."charging_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charging_card_records" ADD CONSTRAINT "charging_card_records_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charging_cards" ADD CONSTRAINT "charging_cards_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charging_cards" ADD CONSTRAINT "charging_cards_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charging_tag_orders" ADD CONSTRAINT "charging_tag_orders_order_no_charging_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."charging_orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charging_tag_orders" ADD CONSTRAINT "charging_tag_orders_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charging_tag_orders" ADD CONSTRAINT "charging_tag_orders_card_id_charging_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."charging_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charging_tag_orders" ADD CONSTRAINT "charging_tag_orders_vin_id_charging_vins_id_fk" FOREIGN KEY ("vin_id") REFERENCES "public"."charging_vins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charging_vins" ADD CONSTRAINT "charging_vins_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charging_vins" ADD CONSTRAINT "charging_vins_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charger_commands_charger_state" ON "charger_commands" USING btree ("charger_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "charging_card_records_key" ON "charging_card_records" USING btree ("card_id","key");--> statement-breakpoint
CREATE INDEX "charging_card_records_card" ON "charging_card_records" USING btree ("card_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "charging_cards_dealer_card" ON "charging_cards" USING btree ("dealer_id","card_no");--> statement-breakpoint
CREATE INDEX "charging_cards_driver" ON "charging_cards" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "charging_tag_orders_card" ON "charging_tag_orders" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "charging_tag_orders_vin" ON "charging_tag_orders" USING btree ("vin_id");--> statement-breakpoint
CREATE UNIQUE INDEX "charging_vins_dealer_vin" ON "charging_vins" USING btree ("dealer_id","vin") WHERE removed_at is null;--> statement-breakpoint
CREATE INDEX "charging_vins_driver" ON "charging_vins" USING btree ("driver_id");