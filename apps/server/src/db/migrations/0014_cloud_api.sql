CREATE TABLE "cloud_api_settings" (
	"company_id" integer NOT NULL,
	"whatsapp_id" integer NOT NULL,
	"phone_number_id" text DEFAULT '' NOT NULL,
	"business_account_id" text DEFAULT '' NOT NULL,
	"access_token" text,
	"app_secret" text,
	"verify_token" text,
	CONSTRAINT "cloud_api_settings_whatsapp_id_pk" PRIMARY KEY("whatsapp_id")
);
--> statement-breakpoint
CREATE TABLE "cloud_api_webhooks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cloud_api_webhooks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"whatsapp_id" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cloud_api_settings" ADD CONSTRAINT "cloud_api_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_api_settings" ADD CONSTRAINT "cloud_api_settings_connection" FOREIGN KEY ("company_id","whatsapp_id") REFERENCES "public"."whatsapps"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_api_webhooks" ADD CONSTRAINT "cloud_api_webhooks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_api_webhooks" ADD CONSTRAINT "cloud_api_webhooks_connection" FOREIGN KEY ("company_id","whatsapp_id") REFERENCES "public"."whatsapps"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cloud_api_webhooks_connection_idx" ON "cloud_api_webhooks" USING btree ("company_id","whatsapp_id");