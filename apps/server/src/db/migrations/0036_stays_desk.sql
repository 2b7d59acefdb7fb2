CREATE TABLE "arrears_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"phone" text NOT NULL,
	"plate_no" text NOT NULL,
	"plate_color" smallint DEFAULT 0 NOT NULL,
	"day" text NOT NULL,
	"owed_fen" bigint NOT NULL,
	"operator_id" uuid,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "arrears_write_offs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"park_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"amount_fen" bigint NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"requested_by" uuid NOT NULL,
	"requested_by_name" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by" uuid,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	CONSTRAINT "arrears_write_offs_state" CHECK ("arrears_write_offs"."state" in ('pending', 'approved', 'refused')),
	CONSTRAINT "arrears_write_offs_amount" CHECK ("arrears_write_offs"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "stay_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"park_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"operator_id" uuid,
	"operator_name" text NOT NULL,
	"fee_before_fen" bigint,
	"fee_after_fen" bigint,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stay_corrections_kind" CHECK ("stay_corrections"."kind" in ('entry', 'exit', 'plate', 'waive', 'adjust', 'free', 'writeOff'))
);
--> statement-breakpoint
ALTER TABLE "arrears_reminders" ADD CONSTRAINT "arrears_reminders_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrears_reminders" ADD CONSTRAINT "arrears_reminders_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrears_write_offs" ADD CONSTRAINT "arrears_write_offs_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrears_write_offs" ADD CONSTRAINT "arrears_write_offs_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrears_write_offs" ADD CONSTRAINT "arrears_write_offs_session_id_parking_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."parking_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrears_write_offs" ADD CONSTRAINT "arrears_write_offs_requested_by_operators_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrears_write_offs" ADD CONSTRAINT "arrears_write_offs_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_corrections" ADD CONSTRAINT "stay_corrections_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_corrections" ADD CONSTRAINT "stay_corrections_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_corrections" ADD CONSTRAINT "stay_corrections_session_id_parking_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."parking_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_corrections" ADD CONSTRAINT "stay_corrections_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "arrears_reminders_once_a_day" ON "arrears_reminders" USING btree ("dealer_id","phone","day");--> statement-breakpoint
CREATE UNIQUE INDEX "arrears_write_offs_one_pending" ON "arrears_write_offs" USING btree ("session_id") WHERE "arrears_write_offs"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "arrears_write_offs_dealer" ON "arrears_write_offs" USING btree ("dealer_id","state","requested_at");--> statement-breakpoint
CREATE INDEX "stay_corrections_session" ON "stay_corrections" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "parking_sessions_dealer_entered" ON "parking_sessions" USING btree ("dealer_id","entered_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "parking_sessions_park_entered" ON "parking_sessions" USING btree ("park_id","entered_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "parking_sessions_arrears" ON "parking_sessions" USING btree ("dealer_id","arrears_at") WHERE "parking_sessions"."state" = 'arrears';