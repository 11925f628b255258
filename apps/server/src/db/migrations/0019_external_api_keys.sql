CREATE TABLE "api_send_keys" (
	"whatsapp_id" integer NOT NULL,
	"key" text NOT NULL,
	"company_id" integer NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_send_keys_whatsapp_id_key_pk" PRIMARY KEY("whatsapp_id","key")
);
--> statement-breakpoint
ALTER TABLE "api_send_keys" ADD CONSTRAINT "api_send_keys_whatsapp_id_whatsapps_id_fk" FOREIGN KEY ("whatsapp_id") REFERENCES "public"."whatsapps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_send_keys" ADD CONSTRAINT "api_send_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_send_keys_age" ON "api_send_keys" USING btree ("whatsapp_id","created_at");