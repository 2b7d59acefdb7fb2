CREATE TABLE "driver_group_members" (
	"group_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "driver_group_members_group_id_driver_id_pk" PRIMARY KEY("group_id","driver_id")
);
--> statement-breakpoint
CREATE TABLE "driver_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_groups_dealer_code" UNIQUE("dealer_id","code")
);
--> statement-breakpoint
CREATE TABLE "driver_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"driver_id" uuid NOT NULL,
	"method" text NOT NULL,
	"client_type" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text
);
--> statement-breakpoint
CREATE TABLE "driver_third_ids" (
	"dealer_id" text NOT NULL,
	"third_type" text NOT NULL,
	"third_id" text NOT NULL,
	"driver_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_third_ids_dealer_id_third_type_third_id_pk" PRIMARY KEY("dealer_id","third_type","third_id")
);
--> statement-breakpoint
CREATE TABLE "driver_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_tokens_kind" CHECK ("driver_tokens"."kind" in ('access', 'refresh'))
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"phone" text,
	"password_hash" text,
	"nick_name" text DEFAULT '' NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "drivers_dealer_phone" UNIQUE("dealer_id","phone"),
	CONSTRAINT "drivers_phone_digits" CHECK ("drivers"."phone" is null or "drivers"."phone" ~ '^1[3-9][0-9]{9}$')
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"dealer_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"sign_name" text NOT NULL,
	"template" text NOT NULL,
	"params" jsonb NOT NULL,
	"content" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verify_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "driver_group_members" ADD CONSTRAINT "driver_group_members_group_id_driver_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."driver_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_group_members" ADD CONSTRAINT "driver_group_members_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_groups" ADD CONSTRAINT "driver_groups_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_sessions" ADD CONSTRAINT "driver_sessions_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_third_ids" ADD CONSTRAINT "driver_third_ids_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_third_ids" ADD CONSTRAINT "driver_third_ids_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_tokens" ADD CONSTRAINT "driver_tokens_session_id_driver_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."driver_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verify_codes" ADD CONSTRAINT "verify_codes_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_group_members_driver" ON "driver_group_members" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "driver_sessions_driver" ON "driver_sessions" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "driver_third_ids_driver" ON "driver_third_ids" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "driver_tokens_session" ON "driver_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "driver_tokens_expires" ON "driver_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "one_time_tokens_expires" ON "one_time_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_key_at" ON "rate_limit_hits" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_at" ON "rate_limit_hits" USING btree ("at");--> statement-breakpoint
CREATE INDEX "sms_outbox_phone" ON "sms_outbox" USING btree ("phone","sent_at");--> statement-breakpoint
CREATE INDEX "verify_codes_lookup" ON "verify_codes" USING btree ("dealer_id","phone","purpose","created_at");