CREATE TABLE "support_canned_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_sla_policies" (
	"dealer_id" text NOT NULL,
	"kind" text NOT NULL,
	"first_answer_minutes" integer NOT NULL,
	"resolve_minutes" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_sla_policies_kind" CHECK ("support_sla_policies"."kind" in ('consultation', 'feedback', 'appeal')),
	CONSTRAINT "support_sla_policies_minutes" CHECK ("support_sla_policies"."first_answer_minutes" > 0 and ("support_sla_policies"."resolve_minutes" is null or "support_sla_policies"."resolve_minutes" >= "support_sla_policies"."first_answer_minutes"))
);
--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "disabled_reason" text;--> statement-breakpoint
ALTER TABLE "support_canned_replies" ADD CONSTRAINT "support_canned_replies_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_sla_policies" ADD CONSTRAINT "support_sla_policies_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_canned_replies_dealer" ON "support_canned_replies" USING btree ("dealer_id","title");--> statement-breakpoint
CREATE UNIQUE INDEX "support_sla_policies_dealer_kind" ON "support_sla_policies" USING btree ("dealer_id","kind");