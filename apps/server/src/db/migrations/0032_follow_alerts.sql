CREATE TABLE "follow_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"driver_id" uuid NOT NULL,
	"dealer_id" text NOT NULL,
	"kind" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"name" text NOT NULL,
	"text" text NOT NULL,
	"hour_bucket" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "follow_place_states" (
	"target_kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"free_num" integer NOT NULL,
	"price_text" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "follow_place_states_target_kind_target_id_pk" PRIMARY KEY("target_kind","target_id")
);
--> statement-breakpoint
ALTER TABLE "follows" ADD COLUMN "alert_availability" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "follows" ADD COLUMN "alert_price" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "follow_alerts" ADD CONSTRAINT "follow_alerts_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_alerts" ADD CONSTRAINT "follow_alerts_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "follow_alerts_once_an_hour" ON "follow_alerts" USING btree ("driver_id","kind","target_id","hour_bucket");--> statement-breakpoint
CREATE INDEX "follow_alerts_driver_created" ON "follow_alerts" USING btree ("driver_id","created_at");--> statement-breakpoint
CREATE INDEX "follow_alerts_driver_unread" ON "follow_alerts" USING btree ("driver_id") WHERE "follow_alerts"."read_at" is null;--> statement-breakpoint
CREATE INDEX "follows_park" ON "follows" USING btree ("park_id");--> statement-breakpoint
CREATE INDEX "follows_station" ON "follows" USING btree ("station_id");