CREATE TABLE "book_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"park_id" uuid NOT NULL,
	"berth_type" text NOT NULL,
	"deposit_fen" bigint NOT NULL,
	"hold_minutes" integer NOT NULL,
	"slot_minutes" integer NOT NULL,
	"horizon_days" integer NOT NULL,
	"late_cancel_fee_fen" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_packages_money" CHECK ("book_packages"."deposit_fen" > 0 and "book_packages"."late_cancel_fee_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"driver_id" uuid NOT NULL,
	"park_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"lock_id" text NOT NULL,
	"plate_no" text NOT NULL,
	"plate_color" smallint DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"hold_until" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"deposit_fen" bigint NOT NULL,
	"late_cancel_fee_fen" bigint NOT NULL,
	"order_no" text,
	"pay_key" text NOT NULL,
	"pay_channel" smallint NOT NULL,
	"paid_at" timestamp with time zone,
	"refund_fen" bigint DEFAULT 0 NOT NULL,
	"applied_fen" bigint DEFAULT 0 NOT NULL,
	"stay_id" uuid,
	"note" text,
	"alternative" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_window" CHECK ("bookings"."start_at" < "bookings"."hold_until" and "bookings"."hold_until" <= "bookings"."end_at"),
	CONSTRAINT "bookings_money" CHECK ("bookings"."refund_fen" >= 0 and "bookings"."applied_fen" >= 0 and "bookings"."refund_fen" + "bookings"."applied_fen" <= "bookings"."deposit_fen")
);
--> statement-breakpoint
CREATE TABLE "lock_commands" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lock_id" text NOT NULL,
	"gateway_id" text NOT NULL,
	"action" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"driver_id" uuid,
	"booking_id" uuid,
	"deadline_at" timestamp with time zone,
	"result" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lock_gateways" (
	"id" text PRIMARY KEY NOT NULL,
	"dealer_id" text NOT NULL,
	"park_id" uuid NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"node_id" text,
	"lease_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parking_locks" (
	"id" text PRIMARY KEY NOT NULL,
	"dealer_id" text NOT NULL,
	"park_id" uuid NOT NULL,
	"gateway_id" text NOT NULL,
	"space_code" text NOT NULL,
	"berth_type" text NOT NULL,
	"position" text DEFAULT 'unknown' NOT NULL,
	"occupied" boolean DEFAULT false NOT NULL,
	"battery_pct" smallint DEFAULT 100 NOT NULL,
	"fault" text,
	"vacant_since" timestamp with time zone,
	"alert" text,
	"reported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parking_locks_battery" CHECK ("parking_locks"."battery_pct" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "book_packages" ADD CONSTRAINT "book_packages_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_packages" ADD CONSTRAINT "book_packages_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_package_id_book_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."book_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_lock_id_parking_locks_id_fk" FOREIGN KEY ("lock_id") REFERENCES "public"."parking_locks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_stay_id_parking_sessions_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."parking_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_commands" ADD CONSTRAINT "lock_commands_lock_id_parking_locks_id_fk" FOREIGN KEY ("lock_id") REFERENCES "public"."parking_locks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_commands" ADD CONSTRAINT "lock_commands_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_gateways" ADD CONSTRAINT "lock_gateways_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_gateways" ADD CONSTRAINT "lock_gateways_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_locks" ADD CONSTRAINT "parking_locks_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_locks" ADD CONSTRAINT "parking_locks_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_locks" ADD CONSTRAINT "parking_locks_gateway_id_lock_gateways_id_fk" FOREIGN KEY ("gateway_id") REFERENCES "public"."lock_gateways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "book_packages_park_type" ON "book_packages" USING btree ("park_id","berth_type");--> statement-breakpoint
CREATE INDEX "bookings_driver" ON "bookings" USING btree ("driver_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_lock_holding" ON "bookings" USING btree ("lock_id","start_at") WHERE "bookings"."state" in ('pending', 'booked', 'arrived');--> statement-breakpoint
CREATE INDEX "bookings_plate_holding" ON "bookings" USING btree ("dealer_id","plate_no","start_at") WHERE "bookings"."state" in ('pending', 'booked', 'arrived');--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_order" ON "bookings" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_driver_key" ON "bookings" USING btree ("driver_id","pay_key");--> statement-breakpoint
CREATE UNIQUE INDEX "lock_commands_one_in_flight" ON "lock_commands" USING btree ("lock_id") WHERE "lock_commands"."state" in ('queued', 'sent');--> statement-breakpoint
CREATE INDEX "lock_commands_gateway_open" ON "lock_commands" USING btree ("gateway_id","id") WHERE "lock_commands"."state" in ('queued', 'sent');--> statement-breakpoint
CREATE INDEX "lock_commands_lock" ON "lock_commands" USING btree ("lock_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "parking_locks_space" ON "parking_locks" USING btree ("park_id","space_code");--> statement-breakpoint
CREATE INDEX "parking_locks_park_type" ON "parking_locks" USING btree ("park_id","berth_type");