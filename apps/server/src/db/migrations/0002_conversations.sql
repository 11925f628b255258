CREATE TABLE "whatsapp_queues" (
	"whatsapp_id" integer NOT NULL,
	"queue_id" integer NOT NULL,
	CONSTRAINT "whatsapp_queues_whatsapp_id_queue_id_pk" PRIMARY KEY("whatsapp_id","queue_id")
);
--> statement-breakpoint
CREATE TABLE "whatsapps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "whatsapps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'DISCONNECTED' NOT NULL,
	"qrcode" text DEFAULT '' NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"retries" integer DEFAULT 0 NOT NULL,
	"greeting_message" text DEFAULT '' NOT NULL,
	"complation_message" text DEFAULT '' NOT NULL,
	"out_of_hours_message" text DEFAULT '' NOT NULL,
	"rating_message" text DEFAULT '' NOT NULL,
	"expires_inactive_message" text DEFAULT '' NOT NULL,
	"token" text NOT NULL,
	"provider" text DEFAULT 'beta' NOT NULL,
	"expires_ticket" integer DEFAULT 0 NOT NULL,
	"time_use_bot_queues" integer DEFAULT 0 NOT NULL,
	"max_use_bot_queues" integer DEFAULT 3 NOT NULL,
	"transfer_queue_id" integer,
	"time_to_transfer" integer,
	"prompt_id" integer,
	"integration_id" integer,
	"send_id_queue" integer,
	"time_send_queue" integer,
	"channel_state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_custom_fields" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_custom_fields_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contact_id" integer NOT NULL,
	"name" text NOT NULL,
	"value" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"number" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"profile_pic_url" text DEFAULT '' NOT NULL,
	"is_group" boolean DEFAULT false NOT NULL,
	"whatsapp_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"whatsapp_id" integer NOT NULL,
	"contact_id" integer,
	"user_id" integer,
	"external_id" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"from_me" boolean DEFAULT false NOT NULL,
	"media_type" text DEFAULT 'chat' NOT NULL,
	"media_path" text,
	"media_name" text,
	"quoted_msg_id" bigint,
	"ack" integer DEFAULT 0 NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"is_edited" boolean DEFAULT false NOT NULL,
	"send_status" text DEFAULT 'received' NOT NULL,
	"send_error" text,
	"participant" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '#5C59A0' NOT NULL,
	"kanban" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"user_id" integer,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_tags" (
	"ticket_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "ticket_tags_ticket_id_tag_id_pk" PRIMARY KEY("ticket_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"contact_id" integer NOT NULL,
	"whatsapp_id" integer NOT NULL,
	"user_id" integer,
	"queue_id" integer,
	"unread_messages" integer DEFAULT 0 NOT NULL,
	"last_message" text DEFAULT '' NOT NULL,
	"is_group" boolean DEFAULT false NOT NULL,
	"chatbot" boolean DEFAULT false NOT NULL,
	"use_integration" boolean DEFAULT false NOT NULL,
	"prompt_id" integer,
	"integration_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapp_queues" ADD CONSTRAINT "whatsapp_queues_whatsapp_id_whatsapps_id_fk" FOREIGN KEY ("whatsapp_id") REFERENCES "public"."whatsapps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_queues" ADD CONSTRAINT "whatsapp_queues_queue_id_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."queues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapps" ADD CONSTRAINT "whatsapps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapps" ADD CONSTRAINT "whatsapps_transfer_queue_id_queues_id_fk" FOREIGN KEY ("transfer_queue_id") REFERENCES "public"."queues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_custom_fields" ADD CONSTRAINT "contact_custom_fields_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_whatsapp_id_whatsapps_id_fk" FOREIGN KEY ("whatsapp_id") REFERENCES "public"."whatsapps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_whatsapp_id_whatsapps_id_fk" FOREIGN KEY ("whatsapp_id") REFERENCES "public"."whatsapps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_notes" ADD CONSTRAINT "ticket_notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_notes" ADD CONSTRAINT "ticket_notes_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_notes" ADD CONSTRAINT "ticket_notes_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_notes" ADD CONSTRAINT "ticket_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_tags" ADD CONSTRAINT "ticket_tags_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_tags" ADD CONSTRAINT "ticket_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_whatsapp_id_whatsapps_id_fk" FOREIGN KEY ("whatsapp_id") REFERENCES "public"."whatsapps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_queue_id_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."queues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_queues_queue" ON "whatsapp_queues" USING btree ("queue_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapps_company_name" ON "whatsapps" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapps_token" ON "whatsapps" USING btree ("token");--> statement-breakpoint
CREATE INDEX "contact_custom_fields_contact" ON "contact_custom_fields" USING btree ("contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_company_number" ON "contacts" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "contacts_company_name" ON "contacts" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "contacts_name_trgm" ON "contacts" USING gin (f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_number_trgm" ON "contacts" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "messages_company_connection_external" ON "messages" USING btree ("company_id","whatsapp_id","external_id");--> statement-breakpoint
CREATE INDEX "messages_ticket_created" ON "messages" USING btree ("ticket_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_body_trgm" ON "messages" USING gin (f_unaccent(lower("body")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "tags_company_name" ON "tags" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "ticket_notes_ticket" ON "ticket_notes" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "ticket_tags_tag" ON "ticket_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_uuid" ON "tickets" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_one_live_per_contact" ON "tickets" USING btree ("company_id","whatsapp_id","contact_id") WHERE "tickets"."status" in ('pending', 'open');--> statement-breakpoint
CREATE INDEX "tickets_company_status_updated" ON "tickets" USING btree ("company_id","status","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tickets_company_queue_status" ON "tickets" USING btree ("company_id","queue_id","status","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tickets_company_user_status" ON "tickets" USING btree ("company_id","user_id","status","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tickets_contact" ON "tickets" USING btree ("contact_id");