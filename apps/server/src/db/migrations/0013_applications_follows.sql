CREATE TABLE "benefit_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"dealer_id" text NOT NULL,
	"driver_id" uuid NOT NULL,
	"programme_id" uuid NOT NULL,
	"plate_id" uuid,
	"plate_no" text NOT NULL,
	"applicant_name" text NOT NULL,
	"id_number" text NOT NULL,
	"pictures" text[] DEFAULT '{}' NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "benefit_applications_seq" UNIQUE("seq"),
	CONSTRAINT "benefit_applications_state" CHECK ("benefit_applications"."state" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "benefit_applications_approval" CHECK (("benefit_applications"."state" = 'approved') = ("benefit_applications"."valid_from" is not null and "benefit_applications"."valid_until" is not null))
);
--> statement-breakpoint
CREATE TABLE "benefit_programmes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"benefit_text" text NOT NULL,
	"valid_days" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "benefit_programmes_valid_days" CHECK ("benefit_programmes"."valid_days" between 1 and 3660)
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"driver_id" uuid NOT NULL,
	"park_id" uuid,
	"station_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_one_target" CHECK (("follows"."park_id" is null) <> ("follows"."station_id" is null))
);
--> statement-breakpoint
ALTER TABLE "benefit_applications" ADD CONSTRAINT "benefit_applications_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_applications" ADD CONSTRAINT "benefit_applications_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_applications" ADD CONSTRAINT "benefit_applications_programme_id_benefit_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."benefit_programmes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_applications" ADD CONSTRAINT "benefit_applications_plate_id_driver_plates_id_fk" FOREIGN KEY ("plate_id") REFERENCES "public"."driver_plates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_applications" ADD CONSTRAINT "benefit_applications_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_programmes" ADD CONSTRAINT "benefit_programmes_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_station_id_charging_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."charging_stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "benefit_applications_one_pending" ON "benefit_applications" USING btree ("programme_id","plate_no") WHERE "benefit_applications"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "benefit_applications_driver_created" ON "benefit_applications" USING btree ("driver_id","created_at");--> statement-breakpoint
CREATE INDEX "benefit_applications_dealer_state" ON "benefit_applications" USING btree ("dealer_id","state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "benefit_programmes_dealer_name" ON "benefit_programmes" USING btree ("dealer_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "follows_driver_park" ON "follows" USING btree ("driver_id","park_id") WHERE "follows"."park_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "follows_driver_station" ON "follows" USING btree ("driver_id","station_id") WHERE "follows"."station_id" is not null;--> statement-breakpoint
CREATE INDEX "follows_driver_created" ON "follows" USING btree ("driver_id","created_at");