CREATE TABLE "charger_connectors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"charger_id" text NOT NULL,
	"station_id" uuid NOT NULL,
	"connector_id" smallint NOT NULL,
	"gun_no" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"max_kw" real NOT NULL,
	"status" text DEFAULT 'Unavailable' NOT NULL,
	"error_code" text,
	"status_at" timestamp with time zone,
	CONSTRAINT "charger_connectors_kind" CHECK ("charger_connectors"."kind" in ('quick', 'slow'))
);
--> statement-breakpoint
CREATE TABLE "chargers" (
	"id" text PRIMARY KEY NOT NULL,
	"dealer_id" text NOT NULL,
	"station_id" uuid NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"vendor" text,
	"model" text,
	"firmware" text,
	"booted_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"node_id" text,
	"lease_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chargers_id" CHECK ("chargers"."id" ~ '^[A-Za-z0-9_-]{3,48}$')
);
--> statement-breakpoint
CREATE TABLE "charging_orders" (
	"order_no" text PRIMARY KEY NOT NULL,
	"transaction_id" bigserial NOT NULL,
	"dealer_id" text NOT NULL,
	"driver_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"connector_ref" uuid NOT NULL,
	"charger_id" text NOT NULL,
	"connector_id" smallint NOT NULL,
	"id_tag" text NOT NULL,
	"plate_no" text,
	"state" text NOT NULL,
	"tariff" jsonb NOT NULL,
	"prepay_fen" bigint NOT NULL,
	"hold_order_no" text,
	"meter_start_wh" bigint,
	"meter_last_wh" bigint,
	"meter_last_at" timestamp with time zone,
	"band_wh" jsonb NOT NULL,
	"power_w" integer DEFAULT 0 NOT NULL,
	"soc" smallint,
	"rejected_readings" integer DEFAULT 0 NOT NULL,
	"remote_start_sent_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"stop_requested_at" timestamp with time zone,
	"remote_stop_sent_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	"stop_reason" text,
	"electricity_fen" bigint DEFAULT 0 NOT NULL,
	"service_fen" bigint DEFAULT 0 NOT NULL,
	"amount_fen" bigint DEFAULT 0 NOT NULL,
	"refund_fen" bigint DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone,
	"fail_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charging_orders_money" CHECK ("charging_orders"."amount_fen" >= 0 and "charging_orders"."refund_fen" >= 0 and "charging_orders"."amount_fen" + "charging_orders"."refund_fen" <= "charging_orders"."prepay_fen")
);
--> statement-breakpoint
CREATE TABLE "charging_tariffs" (
	"station_id" uuid PRIMARY KEY NOT NULL,
	"tariff" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "occupation_orders" (
	"order_no" text PRIMARY KEY NOT NULL,
	"dealer_id" text NOT NULL,
	"driver_id" uuid NOT NULL,
	"rule" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"minutes" integer DEFAULT 0 NOT NULL,
	"charged_minutes" integer DEFAULT 0 NOT NULL,
	"amount_fen" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'unpaid' NOT NULL,
	"pay_order_no" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "charger_connectors" ADD CONSTRAINT "charger_connectors_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charger_connectors" ADD CONSTRAINT "charger_connectors_charger_id_chargers_id_fk" FOREIGN KEY ("charger_id") REFERENCES "public"."chargers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charger_connectors" ADD CONSTRAINT "charger_connectors_station_id_charging_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."charging_stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chargers" ADD CONSTRAINT "chargers_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chargers" ADD CONSTRAINT "chargers_station_id_charging_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."charging_stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charging_orders" ADD CONSTRAINT "charging_orders_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charging_orders" ADD CONSTRAINT "charging_orders_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charging_orders" ADD CONSTRAINT "charging_orders_station_id_charging_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."charging_stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charging_orders" ADD CONSTRAINT "charging_orders_connector_ref_charger_connectors_id_fk" FOREIGN KEY ("connector_ref") REFERENCES "public"."charger_connectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charging_tariffs" ADD CONSTRAINT "charging_tariffs_station_id_charging_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."charging_stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupation_orders" ADD CONSTRAINT "occupation_orders_order_no_charging_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."charging_orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupation_orders" ADD CONSTRAINT "occupation_orders_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupation_orders" ADD CONSTRAINT "occupation_orders_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "charger_connectors_charger_connector" ON "charger_connectors" USING btree ("charger_id","connector_id");--> statement-breakpoint
CREATE UNIQUE INDEX "charger_connectors_gun_no" ON "charger_connectors" USING btree ("dealer_id","gun_no");--> statement-breakpoint
CREATE INDEX "charger_connectors_station" ON "charger_connectors" USING btree ("station_id");--> statement-breakpoint
CREATE INDEX "chargers_station" ON "chargers" USING btree ("station_id");--> statement-breakpoint
CREATE UNIQUE INDEX "charging_orders_transaction" ON "charging_orders" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "charging_orders_id_tag" ON "charging_orders" USING btree ("id_tag");--> statement-breakpoint
CREATE UNIQUE INDEX "charging_orders_active_gun" ON "charging_orders" USING btree ("connector_ref") WHERE state in ('awaitingPayment', 'starting', 'charging');--> statement-breakpoint
CREATE INDEX "charging_orders_driver" ON "charging_orders" USING btree ("driver_id","created_at");--> statement-breakpoint
CREATE INDEX "charging_orders_charger_state" ON "charging_orders" USING btree ("charger_id","state");--> statement-breakpoint
CREATE INDEX "occupation_orders_driver" ON "occupation_orders" USING btree ("driver_id","state");