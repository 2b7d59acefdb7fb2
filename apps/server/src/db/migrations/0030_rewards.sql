CREATE TABLE "gold_accounts" (
	"driver_id" uuid PRIMARY KEY NOT NULL,
	"dealer_id" text NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gold_accounts_balance" CHECK ("gold_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gold_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"driver_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"coins" integer NOT NULL,
	"key" text NOT NULL,
	"order_no" text,
	"option_id" uuid,
	"coupon_id" uuid,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gold_movements_key" UNIQUE("key"),
	CONSTRAINT "gold_movements_kind" CHECK (case "gold_movements"."kind" when 'earn' then "gold_movements"."coins" > 0 and "gold_movements"."order_no" is not null
        when 'redeem' then "gold_movements"."coins" < 0 and "gold_movements"."coupon_id" is not null
        when 'adjust' then "gold_movements"."coins" <> 0 else false end)
);
--> statement-breakpoint
CREATE TABLE "gold_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"name" text NOT NULL,
	"batch_id" uuid NOT NULL,
	"coin_cost" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gold_options_cost" CHECK ("gold_options"."coin_cost" > 0)
);
--> statement-breakpoint
CREATE TABLE "invite_codes" (
	"driver_id" uuid PRIMARY KEY NOT NULL,
	"dealer_id" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invite_codes_code" UNIQUE("dealer_id","code")
);
--> statement-breakpoint
CREATE TABLE "invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"inviter_id" uuid NOT NULL,
	"invitee_id" uuid NOT NULL,
	"invitee_phone" text NOT NULL,
	"device_key" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"paid_order_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rewarded_at" timestamp with time zone,
	CONSTRAINT "invites_one_per_invitee" UNIQUE("invitee_id"),
	CONSTRAINT "invites_one_per_phone" UNIQUE("dealer_id","invitee_phone"),
	CONSTRAINT "invites_one_per_device" UNIQUE("dealer_id","device_key"),
	CONSTRAINT "invites_state" CHECK ("invites"."state" in ('pending', 'rewarded')),
	CONSTRAINT "invites_rewarded" CHECK (("invites"."state" = 'rewarded') = ("invites"."rewarded_at" is not null)),
	CONSTRAINT "invites_not_self" CHECK ("invites"."inviter_id" <> "invites"."invitee_id")
);
--> statement-breakpoint
CREATE TABLE "reward_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"driver_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"ref" text NOT NULL,
	"coupon_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_grants_once" UNIQUE("driver_id","reason","ref"),
	CONSTRAINT "reward_grants_reason" CHECK ("reward_grants"."reason" in ('register', 'inviter', 'invitee', 'gold'))
);
--> statement-breakpoint
CREATE TABLE "reward_settings" (
	"dealer_id" text PRIMARY KEY NOT NULL,
	"register_batch_id" uuid,
	"inviter_batch_id" uuid,
	"invitee_batch_id" uuid,
	"invites_per_day" integer DEFAULT 5 NOT NULL,
	"invites_total" integer DEFAULT 50 NOT NULL,
	"coins_per_yuan" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_settings_limits" CHECK ("reward_settings"."invites_per_day" >= 0 and "reward_settings"."invites_total" >= 0 and "reward_settings"."coins_per_yuan" >= 0)
);
--> statement-breakpoint
ALTER TABLE "gold_accounts" ADD CONSTRAINT "gold_accounts_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_accounts" ADD CONSTRAINT "gold_accounts_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_movements" ADD CONSTRAINT "gold_movements_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_movements" ADD CONSTRAINT "gold_movements_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_movements" ADD CONSTRAINT "gold_movements_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_options" ADD CONSTRAINT "gold_options_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_options" ADD CONSTRAINT "gold_options_batch_id_coupon_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."coupon_batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_inviter_id_drivers_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_invitee_id_drivers_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_grants" ADD CONSTRAINT "reward_grants_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_grants" ADD CONSTRAINT "reward_grants_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_grants" ADD CONSTRAINT "reward_grants_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_settings" ADD CONSTRAINT "reward_settings_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_settings" ADD CONSTRAINT "reward_settings_register_batch_id_coupon_batches_id_fk" FOREIGN KEY ("register_batch_id") REFERENCES "public"."coupon_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_settings" ADD CONSTRAINT "reward_settings_inviter_batch_id_coupon_batches_id_fk" FOREIGN KEY ("inviter_batch_id") REFERENCES "public"."coupon_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_settings" ADD CONSTRAINT "reward_settings_invitee_batch_id_coupon_batches_id_fk" FOREIGN KEY ("invitee_batch_id") REFERENCES "public"."coupon_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gold_movements_driver" ON "gold_movements" USING btree ("driver_id","created_at");--> statement-breakpoint
CREATE INDEX "invites_inviter" ON "invites" USING btree ("inviter_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_grants_coupon" ON "reward_grants" USING btree ("coupon_id");