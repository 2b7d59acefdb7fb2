CREATE TABLE "dealers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_settings" (
	"dealer_id" text PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"app_name" text NOT NULL,
	"province" text NOT NULL,
	"map_type" smallint DEFAULT 1 NOT NULL,
	"amap_key" text DEFAULT '' NOT NULL,
	"bmap_ak" text DEFAULT '' NOT NULL,
	"home_column" smallint DEFAULT 4 NOT NULL,
	"search_button_text" text DEFAULT '查询缴费' NOT NULL,
	"service_phone" text DEFAULT '' NOT NULL,
	"privacy_policy_url" text DEFAULT '' NOT NULL,
	"user_agreement_url" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_settings_map_type" CHECK ("dealer_settings"."map_type" between 1 and 3),
	CONSTRAINT "dealer_settings_home_column" CHECK ("dealer_settings"."home_column" between 1 and 5),
	CONSTRAINT "dealer_settings_province" CHECK (char_length("dealer_settings"."province") between 1 and 2)
);
--> statement-breakpoint
CREATE TABLE "home_func_entries" (
	"dealer_id" text NOT NULL,
	"entry_id" text NOT NULL,
	"entry_name" text NOT NULL,
	"entry_type" smallint NOT NULL,
	"icon" text NOT NULL,
	"need_login" boolean DEFAULT false NOT NULL,
	"entry_url" text DEFAULT '' NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "home_func_entries_dealer_id_entry_id_pk" PRIMARY KEY("dealer_id","entry_id")
);
--> statement-breakpoint
CREATE TABLE "menu_configs" (
	"dealer_id" text PRIMARY KEY NOT NULL,
	"bag_vehicle" boolean NOT NULL,
	"bag_plan" smallint,
	"charging_berth" boolean NOT NULL,
	"coupon" boolean NOT NULL,
	"diff_time" boolean NOT NULL,
	"elec_invoice" boolean NOT NULL,
	"etcp" boolean NOT NULL,
	"filter_parking_type" boolean NOT NULL,
	"road_parking" boolean NOT NULL,
	"scan" boolean NOT NULL,
	"plat_biz_type" smallint NOT NULL,
	"charging" boolean NOT NULL,
	"wallet_plan" boolean NOT NULL,
	"support_balance" boolean NOT NULL,
	"news" boolean NOT NULL,
	"pay_for_others" boolean NOT NULL,
	"home_parking_charge" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_configs_bag_plan" CHECK ("menu_configs"."bag_plan" is null or "menu_configs"."bag_plan" between 1 and 3),
	CONSTRAINT "menu_configs_plat_biz_type" CHECK ("menu_configs"."plat_biz_type" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"notice_type" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"version" text NOT NULL,
	"publish_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notices_dealer_type_version" UNIQUE("dealer_id","notice_type","version")
);
--> statement-breakpoint
CREATE TABLE "page_remarks" (
	"dealer_id" text NOT NULL,
	"page_code" text NOT NULL,
	"remark" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_remarks_dealer_id_page_code_pk" PRIMARY KEY("dealer_id","page_code")
);
--> statement-breakpoint
CREATE TABLE "advertisings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"city" text NOT NULL,
	"pic_url" text NOT NULL,
	"advert_url" text DEFAULT '' NOT NULL,
	"bg_color" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active_from" timestamp with time zone,
	"active_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"content" text NOT NULL,
	"img_url" text DEFAULT '' NOT NULL,
	"publish_time" timestamp with time zone NOT NULL,
	"important" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operator_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "operator_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"username" text NOT NULL,
	"display_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"roles" text[] DEFAULT '{}' NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_dealer_username" UNIQUE("dealer_id","username")
);
--> statement-breakpoint
CREATE TABLE "request_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dealer_settings" ADD CONSTRAINT "dealer_settings_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_func_entries" ADD CONSTRAINT "home_func_entries_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_configs" ADD CONSTRAINT "menu_configs_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_remarks" ADD CONSTRAINT "page_remarks_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisings" ADD CONSTRAINT "advertisings_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dealers_single_default" ON "dealers" USING btree ("is_default") WHERE "dealers"."is_default";--> statement-breakpoint
CREATE INDEX "notices_dealer_type_publish" ON "notices" USING btree ("dealer_id","notice_type","publish_time");--> statement-breakpoint
CREATE INDEX "advertisings_dealer_city" ON "advertisings" USING btree ("dealer_id","city");--> statement-breakpoint
CREATE INDEX "news_dealer_publish" ON "news" USING btree ("dealer_id","publish_time");--> statement-breakpoint
CREATE INDEX "operator_sessions_operator" ON "operator_sessions" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "operator_sessions_expires" ON "operator_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "request_nonces_expires" ON "request_nonces" USING btree ("expires_at");