CREATE TABLE "driver_plates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"driver_id" uuid NOT NULL,
	"plate_no" text NOT NULL,
	"plate_color" smallint DEFAULT 0 NOT NULL,
	"category" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"deduction_order" text DEFAULT 'balanceFirst' NOT NULL,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unbound_at" timestamp with time zone,
	"unbind_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_plates_plate_color" CHECK ("driver_plates"."plate_color" in (0, 2)),
	CONSTRAINT "driver_plates_deduction_order" CHECK ("driver_plates"."deduction_order" in ('balanceFirst', 'withholdingFirst')),
	CONSTRAINT "driver_plates_unbound" CHECK (("driver_plates"."unbound_at" is null) = ("driver_plates"."unbind_reason" is null)),
	CONSTRAINT "driver_plates_default_bound" CHECK (not ("driver_plates"."is_default" and "driver_plates"."unbound_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "plate_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"driver_id" uuid,
	"device_key_hash" text,
	"plate_no" text NOT NULL,
	"plate_color" smallint DEFAULT 0 NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plate_history_one_owner" CHECK (("plate_history"."driver_id" is null) <> ("plate_history"."device_key_hash" is null)),
	CONSTRAINT "plate_history_plate_color" CHECK ("plate_history"."plate_color" in (0, 2))
);
--> statement-breakpoint
CREATE TABLE "plate_materials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"driver_id" uuid NOT NULL,
	"plate_no" text NOT NULL,
	"plate_color" smallint DEFAULT 0 NOT NULL,
	"purpose" text NOT NULL,
	"group_id" uuid,
	"owner_name" text NOT NULL,
	"pictures" text[] NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"rejections" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plate_materials_status" CHECK ("plate_materials"."status" in ('pending', 'approved', 'rejected', 'disabled')),
	CONSTRAINT "plate_materials_purpose" CHECK ("plate_materials"."purpose" in ('ownership', 'specialGroup')),
	CONSTRAINT "plate_materials_plate_color" CHECK ("plate_materials"."plate_color" in (0, 2))
);
--> statement-breakpoint
ALTER TABLE "driver_plates" ADD CONSTRAINT "driver_plates_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_plates" ADD CONSTRAINT "driver_plates_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plate_history" ADD CONSTRAINT "plate_history_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plate_history" ADD CONSTRAINT "plate_history_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plate_materials" ADD CONSTRAINT "plate_materials_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plate_materials" ADD CONSTRAINT "plate_materials_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plate_materials" ADD CONSTRAINT "plate_materials_group_id_driver_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."driver_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plate_materials" ADD CONSTRAINT "plate_materials_reviewed_by_operators_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "driver_plates_bound_once" ON "driver_plates" USING btree ("dealer_id","plate_no","plate_color") WHERE "driver_plates"."unbound_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "driver_plates_one_default" ON "driver_plates" USING btree ("driver_id") WHERE "driver_plates"."is_default" and "driver_plates"."unbound_at" is null;--> statement-breakpoint
CREATE INDEX "driver_plates_driver" ON "driver_plates" USING btree ("driver_id","bound_at");--> statement-breakpoint
CREATE UNIQUE INDEX "plate_history_driver_plate" ON "plate_history" USING btree ("driver_id","plate_no","plate_color") WHERE "plate_history"."driver_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "plate_history_device_plate" ON "plate_history" USING btree ("dealer_id","device_key_hash","plate_no","plate_color") WHERE "plate_history"."device_key_hash" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "plate_materials_open" ON "plate_materials" USING btree ("driver_id","plate_no","plate_color","purpose") WHERE "plate_materials"."status" in ('pending', 'rejected');--> statement-breakpoint
CREATE INDEX "plate_materials_review" ON "plate_materials" USING btree ("dealer_id","status","submitted_at");--> statement-breakpoint
CREATE INDEX "plate_materials_driver" ON "plate_materials" USING btree ("driver_id","submitted_at");