CREATE TABLE "bag_group_parks" (
	"group_id" uuid NOT NULL,
	"park_id" uuid NOT NULL,
	CONSTRAINT "bag_group_parks_group_id_park_id_pk" PRIMARY KEY("group_id","park_id")
);
--> statement-breakpoint
CREATE TABLE "bag_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bag_product_groups" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"group_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bag_group_parks" ADD CONSTRAINT "bag_group_parks_group_id_bag_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."bag_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_group_parks" ADD CONSTRAINT "bag_group_parks_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_groups" ADD CONSTRAINT "bag_groups_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_product_groups" ADD CONSTRAINT "bag_product_groups_product_id_bag_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."bag_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_product_groups" ADD CONSTRAINT "bag_product_groups_group_id_bag_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."bag_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bag_group_parks_park" ON "bag_group_parks" USING btree ("park_id");--> statement-breakpoint
CREATE INDEX "bag_product_groups_group" ON "bag_product_groups" USING btree ("group_id");