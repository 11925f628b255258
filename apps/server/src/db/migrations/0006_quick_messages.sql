CREATE TABLE "quick_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quick_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer,
	"shortcode" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"geral" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"media_path" text,
	"media_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quick_messages" ADD CONSTRAINT "quick_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_messages" ADD CONSTRAINT "quick_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quick_messages_company_shortcode" ON "quick_messages" USING btree ("company_id","shortcode","id");--> statement-breakpoint
CREATE INDEX "quick_messages_shortcode_trgm" ON "quick_messages" USING gin (f_unaccent(lower("shortcode")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quick_messages_message_trgm" ON "quick_messages" USING gin (f_unaccent(lower("message")) gin_trgm_ops);