CREATE TABLE "invoice_bills" (
	"invoice_id" uuid NOT NULL,
	"order_no" text NOT NULL,
	"dealer_id" text NOT NULL,
	"fee_kind" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "invoice_bills_invoice_id_order_no_pk" PRIMARY KEY("invoice_id","order_no"),
	CONSTRAINT "invoice_bills_amount" CHECK ("invoice_bills"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_files" (
	"invoice_id" uuid PRIMARY KEY NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_settings" (
	"dealer_id" text PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_titles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"driver_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"tax_no" text,
	"address" text,
	"phone" text,
	"bank_name" text,
	"bank_account" text,
	"email" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_titles_kind" CHECK ("invoice_titles"."kind" in ('personal', 'company')),
	CONSTRAINT "invoice_titles_company" CHECK ("invoice_titles"."kind" <> 'company' or "invoice_titles"."tax_no" is not null)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unid" text NOT NULL,
	"serial_no" text NOT NULL,
	"dealer_id" text NOT NULL,
	"driver_id" uuid,
	"color" text NOT NULL,
	"original_id" uuid,
	"state" text NOT NULL,
	"title_kind" text NOT NULL,
	"title_name" text NOT NULL,
	"tax_no" text,
	"buyer" jsonb,
	"email" text NOT NULL,
	"remark" text,
	"amount_fen" bigint NOT NULL,
	"tax_fen" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"provider" text NOT NULL,
	"provider_serial" text,
	"invoice_no" text,
	"pdf_url" text,
	"ofd_url" text,
	"xml_url" text,
	"fail_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"reverse_when_issued" boolean DEFAULT false NOT NULL,
	"mail_state" text DEFAULT 'pending' NOT NULL,
	"mail_error" text,
	"request_key" text,
	"request_hash" text,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_unid" UNIQUE("unid"),
	CONSTRAINT "invoices_serial_no" UNIQUE("serial_no"),
	CONSTRAINT "invoices_state" CHECK ("invoices"."state" in ('issuing', 'issued', 'failed', 'reversed', 'cancelled')),
	CONSTRAINT "invoices_color" CHECK ("invoices"."color" in ('blue', 'red')),
	CONSTRAINT "invoices_red_original" CHECK ("invoices"."color" <> 'red' or "invoices"."original_id" is not null),
	CONSTRAINT "invoices_mail_state" CHECK ("invoices"."mail_state" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"attachments" jsonb NOT NULL,
	"raw" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_bills" ADD CONSTRAINT "invoice_bills_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_bills" ADD CONSTRAINT "invoice_bills_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_files" ADD CONSTRAINT "invoice_files_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD CONSTRAINT "invoice_settings_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_titles" ADD CONSTRAINT "invoice_titles_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_titles" ADD CONSTRAINT "invoice_titles_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_bills_once" ON "invoice_bills" USING btree ("order_no") WHERE "invoice_bills"."active";--> statement-breakpoint
CREATE INDEX "invoice_titles_driver" ON "invoice_titles" USING btree ("driver_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_titles_one_default" ON "invoice_titles" USING btree ("driver_id") WHERE "invoice_titles"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_request_key" ON "invoices" USING btree ("driver_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_red" ON "invoices" USING btree ("original_id") WHERE "invoices"."color" = 'red';--> statement-breakpoint
CREATE INDEX "invoices_driver" ON "invoices" USING btree ("driver_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_issuing" ON "invoices" USING btree ("updated_at") WHERE "invoices"."state" = 'issuing';--> statement-breakpoint
CREATE INDEX "mail_outbox_to" ON "mail_outbox" USING btree ("to","created_at");