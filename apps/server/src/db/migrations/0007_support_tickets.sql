CREATE TABLE "support_faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"category" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_ticket_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ticket_id" uuid NOT NULL,
	"author" text NOT NULL,
	"operator_id" uuid,
	"content" text NOT NULL,
	"pictures" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_ticket_events_author" CHECK ("support_ticket_events"."author" in ('driver', 'agent', 'system', 'note'))
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"dealer_id" text NOT NULL,
	"driver_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"consultation_type" smallint,
	"appeal_reason" text,
	"content" text NOT NULL,
	"pictures" text[] DEFAULT '{}' NOT NULL,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"session_id" uuid,
	"state" text DEFAULT 'submitted' NOT NULL,
	"assignee_id" uuid,
	"first_replied_at" timestamp with time zone,
	"waiting_since" timestamp with time zone,
	"paused_ms" bigint DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone,
	"reopen_count" smallint DEFAULT 0 NOT NULL,
	"decision" text,
	"decided_at" timestamp with time zone,
	"refund_fen" integer,
	"refund_no" text,
	"refunded_at" timestamp with time zone,
	"rating_score" smallint,
	"rating_comment" text,
	"legacy_appeal_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_tickets_seq" UNIQUE("seq"),
	CONSTRAINT "support_tickets_refund_no" UNIQUE("refund_no"),
	CONSTRAINT "support_tickets_legacy_appeal" UNIQUE("legacy_appeal_id"),
	CONSTRAINT "support_tickets_kind" CHECK ("support_tickets"."kind" in ('consultation', 'feedback', 'appeal')),
	CONSTRAINT "support_tickets_state" CHECK ("support_tickets"."state" in ('submitted', 'inProgress', 'waitingDriver', 'awaitingFinance', 'resolved', 'closed')),
	CONSTRAINT "support_tickets_appeal_stay" CHECK (("support_tickets"."kind" = 'appeal') = ("support_tickets"."session_id" is not null)),
	CONSTRAINT "support_tickets_decision" CHECK ("support_tickets"."decision" is null or "support_tickets"."decision" in ('refund', 'rejected', 'accepted')),
	CONSTRAINT "support_tickets_refund" CHECK ("support_tickets"."refund_fen" is null or "support_tickets"."refund_fen" > 0),
	CONSTRAINT "support_tickets_rating" CHECK ("support_tickets"."rating_score" is null or "support_tickets"."rating_score" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" DROP CONSTRAINT "payment_refunds_reason";--> statement-breakpoint
ALTER TABLE "support_faqs" ADD CONSTRAINT "support_faqs_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket_events" ADD CONSTRAINT "support_ticket_events_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket_events" ADD CONSTRAINT "support_ticket_events_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_session_id_parking_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."parking_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_assignee_id_operators_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_faqs_dealer_category" ON "support_faqs" USING btree ("dealer_id","category","sort");--> statement-breakpoint
CREATE INDEX "support_ticket_events_ticket" ON "support_ticket_events" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "support_tickets_one_open_appeal" ON "support_tickets" USING btree ("session_id") WHERE "support_tickets"."kind" = 'appeal' and "support_tickets"."state" not in ('resolved', 'closed');--> statement-breakpoint
CREATE INDEX "support_tickets_driver_created" ON "support_tickets" USING btree ("driver_id","created_at");--> statement-breakpoint
CREATE INDEX "support_tickets_dealer_due" ON "support_tickets" USING btree ("dealer_id","due_at");--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_reason" CHECK ("payment_refunds"."reason" in ('duplicate', 'withdrawal', 'walletCap', 'appeal'));--> statement-breakpoint
-- Bill complaints (/billComplain) become appeal tickets with their history; 0008 drops the old table.
INSERT INTO "support_tickets" ("dealer_id", "driver_id", "kind", "appeal_reason", "content", "pictures", "session_id", "state", "first_replied_at", "due_at", "decision", "decided_at", "legacy_appeal_id", "created_at", "updated_at")
SELECT "dealer_id", "driver_id", 'appeal', "reason", "content", "pictures", "session_id",
  CASE "status" WHEN 'pending' THEN 'submitted' ELSE 'resolved' END,
  "answered_at",
  CASE "status" WHEN 'pending' THEN "created_at" + interval '24 hours' END,
  CASE "status" WHEN 'pending' THEN NULL ELSE "status" END,
  "answered_at", "id", "created_at", coalesce("answered_at", "created_at")
FROM "parking_appeals" ORDER BY "created_at", "id";--> statement-breakpoint
INSERT INTO "support_ticket_events" ("ticket_id", "author", "operator_id", "content", "created_at")
SELECT t."id", 'agent', a."answered_by", a."answer", a."answered_at"
FROM "parking_appeals" a JOIN "support_tickets" t ON t."legacy_appeal_id" = a."id"
WHERE a."answer" IS NOT NULL ORDER BY a."answered_at";
