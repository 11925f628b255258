CREATE TABLE "queue_integration_sessions" (
	"company_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"integration_id" integer NOT NULL,
	"session_id" text NOT NULL,
	"input" jsonb,
	"last_activity_at" timestamp with time zone NOT NULL,
	CONSTRAINT "queue_integration_sessions_company_id_ticket_id_integration_id_pk" PRIMARY KEY("company_id","ticket_id","integration_id")
);
--> statement-breakpoint
CREATE TABLE "queue_integrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "queue_integrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"project_name" text DEFAULT '' NOT NULL,
	"json_content" text DEFAULT '' NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"url_n8n" text DEFAULT '' NOT NULL,
	"webhook_secret" text DEFAULT '' NOT NULL,
	"typebot_slug" text DEFAULT '' NOT NULL,
	"typebot_expires" integer DEFAULT 0 NOT NULL,
	"typebot_delay_message" integer DEFAULT 1000 NOT NULL,
	"typebot_keyword_finish" text DEFAULT '' NOT NULL,
	"typebot_keyword_restart" text DEFAULT '' NOT NULL,
	"typebot_restart_message" text DEFAULT '' NOT NULL,
	"typebot_unknown_message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "queue_integrations_company_id_id" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "queue_integration_sessions" ADD CONSTRAINT "queue_integration_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_integration_sessions" ADD CONSTRAINT "queue_integration_sessions_ticket_fk" FOREIGN KEY ("company_id","ticket_id") REFERENCES "public"."tickets"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_integration_sessions" ADD CONSTRAINT "queue_integration_sessions_integration_fk" FOREIGN KEY ("company_id","integration_id") REFERENCES "public"."queue_integrations"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_integrations" ADD CONSTRAINT "queue_integrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "queue_integration_sessions_integration" ON "queue_integration_sessions" USING btree ("company_id","integration_id");--> statement-breakpoint
CREATE INDEX "queue_integrations_company_name" ON "queue_integrations" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "queue_integrations_name_trgm" ON "queue_integrations" USING gin (f_unaccent(lower("name")) gin_trgm_ops);