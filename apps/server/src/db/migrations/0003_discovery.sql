CREATE TABLE "park_collections" (
	"driver_id" uuid NOT NULL,
	"park_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "park_collections_driver_id_park_id_pk" PRIMARY KEY("driver_id","park_id")
);
--> statement-breakpoint
CREATE TABLE "park_profiles" (
	"park_id" uuid PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"support_bag" boolean DEFAULT false NOT NULL,
	"support_book" boolean DEFAULT false NOT NULL,
	"support_charge" boolean DEFAULT false NOT NULL,
	"support_diff_time_bag" boolean DEFAULT false NOT NULL,
	"support_diff_time_book" boolean DEFAULT false NOT NULL,
	"bag_capacity" integer DEFAULT -1 NOT NULL,
	"book_capacity" integer DEFAULT -1 NOT NULL,
	"diff_time_bag_capacity" integer DEFAULT 0 NOT NULL,
	"diff_time_book_capacity" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "park_profiles_bag_capacity" CHECK ("park_profiles"."bag_capacity" >= -1),
	CONSTRAINT "park_profiles_book_capacity" CHECK ("park_profiles"."book_capacity" >= -1),
	CONSTRAINT "park_profiles_diff_time_capacity" CHECK ("park_profiles"."diff_time_bag_capacity" >= 0 and "park_profiles"."diff_time_book_capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "charging_stations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"park_id" uuid,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"open_state" smallint DEFAULT 1 NOT NULL,
	"support_book" boolean DEFAULT false NOT NULL,
	"support_occupy" boolean DEFAULT false NOT NULL,
	"current_price" integer NOT NULL,
	"quick_total" integer DEFAULT 0 NOT NULL,
	"quick_free" integer DEFAULT 0 NOT NULL,
	"slow_total" integer DEFAULT 0 NOT NULL,
	"slow_free" integer DEFAULT 0 NOT NULL,
	"parking_fee_desc" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charging_stations_open_state" CHECK ("charging_stations"."open_state" between 1 and 3),
	CONSTRAINT "charging_stations_price" CHECK ("charging_stations"."current_price" >= 0),
	CONSTRAINT "charging_stations_connectors" CHECK ("charging_stations"."quick_free" between 0 and "charging_stations"."quick_total" and "charging_stations"."slow_free" between 0 and "charging_stations"."slow_total")
);
--> statement-breakpoint
CREATE TABLE "station_collections" (
	"driver_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "station_collections_driver_id_station_id_pk" PRIMARY KEY("driver_id","station_id")
);
--> statement-breakpoint
CREATE TABLE "h5_pages" (
	"dealer_id" text NOT NULL,
	"page_id" text NOT NULL,
	"url" text NOT NULL,
	"with_driver" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "h5_pages_dealer_id_page_id_pk" PRIMARY KEY("dealer_id","page_id")
);
--> statement-breakpoint
ALTER TABLE "park_collections" ADD CONSTRAINT "park_collections_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "park_collections" ADD CONSTRAINT "park_collections_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "park_profiles" ADD CONSTRAINT "park_profiles_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charging_stations" ADD CONSTRAINT "charging_stations_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charging_stations" ADD CONSTRAINT "charging_stations_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_collections" ADD CONSTRAINT "station_collections_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_collections" ADD CONSTRAINT "station_collections_station_id_charging_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."charging_stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "h5_pages" ADD CONSTRAINT "h5_pages_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "park_collections_park" ON "park_collections" USING btree ("park_id");--> statement-breakpoint
CREATE INDEX "park_profiles_city" ON "park_profiles" USING btree ("city");--> statement-breakpoint
CREATE INDEX "charging_stations_dealer_lat_lng" ON "charging_stations" USING btree ("dealer_id","latitude","longitude");--> statement-breakpoint
CREATE INDEX "station_collections_station" ON "station_collections" USING btree ("station_id");--> statement-breakpoint
CREATE INDEX "parks_dealer_lat_lng" ON "parks" USING btree ("dealer_id","latitude","longitude");