CREATE TABLE "helps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "helps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"video" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_company_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "payment_charges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"pix_payload" text NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"text" text NOT NULL,
	"priority" smallint DEFAULT 3 NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"media_path" text,
	"media_name" text,
	"media_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_codes" (
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_codes_user_id_pk" PRIMARY KEY("user_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_numbers" (
	"company_id" integer NOT NULL,
	"whatsapp_id" integer NOT NULL,
	"number" text NOT NULL,
	"on_whatsapp" boolean DEFAULT true NOT NULL,
	"picture" boolean DEFAULT false NOT NULL,
	CONSTRAINT "sandbox_numbers_whatsapp_id_number_pk" PRIMARY KEY("whatsapp_id","number")
);
--> statement-breakpoint
CREATE TABLE "baileys_auth" (
	"company_id" integer NOT NULL,
	"whatsapp_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key_id" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "baileys_auth_whatsapp_id_kind_key_id_pk" PRIMARY KEY("whatsapp_id","kind","key_id")
);
--> statement-breakpoint
CREATE TABLE "baileys_lid_map" (
	"company_id" integer NOT NULL,
	"lid" text NOT NULL,
	"number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "baileys_lid_map_company_id_lid_pk" PRIMARY KEY("company_id","lid")
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "profile_pic_path" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "profile_pic_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "template" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_charges" ADD CONSTRAINT "payment_charges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_charges" ADD CONSTRAINT "payment_charges_invoice" FOREIGN KEY ("company_id","invoice_id") REFERENCES "public"."invoices"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_company_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_numbers" ADD CONSTRAINT "sandbox_numbers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_numbers" ADD CONSTRAINT "sandbox_numbers_connection" FOREIGN KEY ("company_id","whatsapp_id") REFERENCES "public"."whatsapps"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baileys_auth" ADD CONSTRAINT "baileys_auth_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baileys_auth" ADD CONSTRAINT "baileys_auth_connection" FOREIGN KEY ("company_id","whatsapp_id") REFERENCES "public"."whatsapps"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baileys_lid_map" ADD CONSTRAINT "baileys_lid_map_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "helps_title_id_idx" ON "helps" USING btree ("title","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_company_due_date_key" ON "invoices" USING btree ("company_id","due_date");--> statement-breakpoint
CREATE INDEX "invoices_due_date_idx" ON "invoices" USING btree ("due_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_charges_provider_external_key" ON "payment_charges" USING btree ("provider","external_id");--> statement-breakpoint
CREATE INDEX "payment_charges_invoice_idx" ON "payment_charges" USING btree ("company_id","invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_customers_company_provider_key" ON "payment_customers" USING btree ("company_id","provider");--> statement-breakpoint
CREATE INDEX "announcements_priority" ON "announcements" USING btree ("priority","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "announcements_active_priority" ON "announcements" USING btree ("priority","id" DESC NULLS LAST) WHERE "announcements"."status";--> statement-breakpoint
CREATE INDEX "announcements_title_trgm" ON "announcements" USING gin (f_unaccent(lower("title")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cloud_api_webhooks_processed" ON "cloud_api_webhooks" USING btree ("processed_at") WHERE "cloud_api_webhooks"."processed_at" is not null;