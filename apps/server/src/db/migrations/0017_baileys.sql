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
ALTER TABLE "baileys_auth" ADD CONSTRAINT "baileys_auth_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baileys_auth" ADD CONSTRAINT "baileys_auth_connection" FOREIGN KEY ("company_id","whatsapp_id") REFERENCES "public"."whatsapps"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baileys_lid_map" ADD CONSTRAINT "baileys_lid_map_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;