ALTER TABLE "support_tickets" DROP CONSTRAINT "support_tickets_appeal_stay";--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "appeal_subject" text;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "appeal_order_no" text;--> statement-breakpoint
-- Every appeal so far was of a parking stay (decision 050).
UPDATE "support_tickets" SET "appeal_subject" = 'parking' WHERE "kind" = 'appeal';--> statement-breakpoint
CREATE UNIQUE INDEX "support_tickets_one_open_order_appeal" ON "support_tickets" USING btree ("appeal_subject","appeal_order_no") WHERE "support_tickets"."appeal_order_no" is not null and "support_tickets"."state" not in ('resolved', 'closed');--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_appeal_subject" CHECK (case when "support_tickets"."kind" <> 'appeal' then "support_tickets"."appeal_subject" is null and "support_tickets"."session_id" is null and "support_tickets"."appeal_order_no" is null
               when "support_tickets"."appeal_subject" = 'parking' then "support_tickets"."session_id" is not null and "support_tickets"."appeal_order_no" is null
               else "support_tickets"."appeal_subject" in ('charging', 'occupation', 'monthlyPlan') and "support_tickets"."session_id" is null
                    and "support_tickets"."appeal_order_no" is not null end);