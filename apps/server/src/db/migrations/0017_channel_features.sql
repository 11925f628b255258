CREATE TABLE "sandbox_numbers" (
	"company_id" integer NOT NULL,
	"whatsapp_id" integer NOT NULL,
	"number" text NOT NULL,
	"on_whatsapp" boolean DEFAULT true NOT NULL,
	"picture" boolean DEFAULT false NOT NULL,
	CONSTRAINT "sandbox_numbers_whatsapp_id_number_pk" PRIMARY KEY("whatsapp_id","number")
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "profile_pic_path" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "profile_pic_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "template" jsonb;--> statement-breakpoint
ALTER TABLE "sandbox_numbers" ADD CONSTRAINT "sandbox_numbers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_numbers" ADD CONSTRAINT "sandbox_numbers_connection" FOREIGN KEY ("company_id","whatsapp_id") REFERENCES "public"."whatsapps"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cloud_api_webhooks_processed" ON "cloud_api_webhooks" USING btree ("processed_at") WHERE "cloud_api_webhooks"."processed_at" is not null;