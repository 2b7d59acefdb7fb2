CREATE TABLE "berths" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"park_id" uuid NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "berths_park_code" UNIQUE("park_id","code")
);
--> statement-breakpoint
CREATE TABLE "collectors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collectors_dealer_code" UNIQUE("dealer_id","code")
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" text PRIMARY KEY NOT NULL,
	"dealer_id" text NOT NULL,
	"park_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"secret" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_kind" CHECK ("devices"."kind" in ('gate', 'handheld')),
	CONSTRAINT "devices_id" CHECK ("devices"."id" ~ '^[A-Za-z0-9_-]{3,64}$')
);
--> statement-breakpoint
CREATE TABLE "lanes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"park_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"direction" text NOT NULL,
	CONSTRAINT "lanes_park_code" UNIQUE("park_id","code"),
	CONSTRAINT "lanes_direction" CHECK ("lanes"."direction" in ('entry', 'exit'))
);
--> statement-breakpoint
CREATE TABLE "park_fee_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"park_id" uuid NOT NULL,
	"rule" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"total_spaces" integer DEFAULT 0 NOT NULL,
	"leave_first" boolean DEFAULT false NOT NULL,
	"is_online" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parks_kind" CHECK ("parks"."kind" in ('offStreet', 'roadSide'))
);
--> statement-breakpoint
CREATE TABLE "device_events" (
	"device_id" text NOT NULL,
	"event_id" text NOT NULL,
	"dealer_id" text NOT NULL,
	"park_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"plate_no" text NOT NULL,
	"plate_color" smallint DEFAULT 0 NOT NULL,
	"lane_id" uuid,
	"berth_id" uuid,
	"collector_code" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"content_hash" text NOT NULL,
	"picture" text,
	"session_id" uuid,
	"outcome" text NOT NULL,
	"decision" jsonb NOT NULL,
	CONSTRAINT "device_events_device_id_event_id_pk" PRIMARY KEY("device_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "parking_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"dealer_id" text NOT NULL,
	"payment_ref" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"channel" smallint NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parking_payments_payment_ref_unique" UNIQUE("payment_ref"),
	CONSTRAINT "parking_payments_amount" CHECK ("parking_payments"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "parking_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"park_id" uuid NOT NULL,
	"fee_rule_id" uuid NOT NULL,
	"plate_no" text NOT NULL,
	"plate_color" smallint DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	"exited_at" timestamp with time zone,
	"entry_lane_id" uuid,
	"exit_lane_id" uuid,
	"berth_id" uuid,
	"entry_picture" text,
	"exit_picture" text,
	"entry_collector_code" text,
	"exit_collector_code" text,
	"ended_by" text,
	"total_fen" bigint,
	"paid_fen" bigint DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"held_at" timestamp with time zone,
	"arrears_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parking_sessions_state" CHECK ("parking_sessions"."state" in ('parked', 'awaitingPayment', 'left', 'arrears', 'abnormal')),
	CONSTRAINT "parking_sessions_plate_color" CHECK ("parking_sessions"."plate_color" in (0, 2)),
	CONSTRAINT "parking_sessions_money" CHECK ("parking_sessions"."paid_fen" >= 0 and ("parking_sessions"."total_fen" is null or "parking_sessions"."total_fen" >= 0)),
	CONSTRAINT "parking_sessions_exit_after_entry" CHECK ("parking_sessions"."exited_at" is null or "parking_sessions"."exited_at" >= "parking_sessions"."entered_at" - interval '2 minutes')
);
--> statement-breakpoint
ALTER TABLE "berths" ADD CONSTRAINT "berths_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collectors" ADD CONSTRAINT "collectors_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lanes" ADD CONSTRAINT "lanes_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "park_fee_rules" ADD CONSTRAINT "park_fee_rules_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parks" ADD CONSTRAINT "parks_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_events" ADD CONSTRAINT "device_events_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_events" ADD CONSTRAINT "device_events_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_events" ADD CONSTRAINT "device_events_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_events" ADD CONSTRAINT "device_events_lane_id_lanes_id_fk" FOREIGN KEY ("lane_id") REFERENCES "public"."lanes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_events" ADD CONSTRAINT "device_events_berth_id_berths_id_fk" FOREIGN KEY ("berth_id") REFERENCES "public"."berths"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_events" ADD CONSTRAINT "device_events_session_id_parking_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."parking_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_payments" ADD CONSTRAINT "parking_payments_session_id_parking_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."parking_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_payments" ADD CONSTRAINT "parking_payments_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_sessions" ADD CONSTRAINT "parking_sessions_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_sessions" ADD CONSTRAINT "parking_sessions_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_sessions" ADD CONSTRAINT "parking_sessions_fee_rule_id_park_fee_rules_id_fk" FOREIGN KEY ("fee_rule_id") REFERENCES "public"."park_fee_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_sessions" ADD CONSTRAINT "parking_sessions_entry_lane_id_lanes_id_fk" FOREIGN KEY ("entry_lane_id") REFERENCES "public"."lanes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_sessions" ADD CONSTRAINT "parking_sessions_exit_lane_id_lanes_id_fk" FOREIGN KEY ("exit_lane_id") REFERENCES "public"."lanes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_sessions" ADD CONSTRAINT "parking_sessions_berth_id_berths_id_fk" FOREIGN KEY ("berth_id") REFERENCES "public"."berths"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "park_fee_rules_park_created" ON "park_fee_rules" USING btree ("park_id","created_at");--> statement-breakpoint
CREATE INDEX "parks_dealer" ON "parks" USING btree ("dealer_id");--> statement-breakpoint
CREATE INDEX "device_events_unmatched_exits" ON "device_events" USING btree ("park_id","plate_no","plate_color") WHERE "device_events"."outcome" = 'noEntryRecord' and "device_events"."session_id" is null;--> statement-breakpoint
CREATE INDEX "device_events_session" ON "device_events" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "parking_payments_session" ON "parking_payments" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parking_sessions_one_open" ON "parking_sessions" USING btree ("park_id","plate_no","plate_color") WHERE "parking_sessions"."state" in ('parked', 'awaitingPayment');--> statement-breakpoint
CREATE UNIQUE INDEX "parking_sessions_berth_open" ON "parking_sessions" USING btree ("berth_id") WHERE "parking_sessions"."berth_id" is not null and "parking_sessions"."state" in ('parked', 'awaitingPayment');--> statement-breakpoint
CREATE INDEX "parking_sessions_payable" ON "parking_sessions" USING btree ("dealer_id","plate_no") WHERE "parking_sessions"."state" in ('parked', 'awaitingPayment', 'arrears');--> statement-breakpoint
CREATE INDEX "parking_sessions_plate_history" ON "parking_sessions" USING btree ("dealer_id","plate_no","entered_at");--> statement-breakpoint
CREATE INDEX "parking_sessions_held_lane" ON "parking_sessions" USING btree ("exit_lane_id") WHERE "parking_sessions"."state" = 'awaitingPayment';