CREATE TABLE "notify_users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notify_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"whatsapp_number" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notify_users_company_user" UNIQUE("company_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "queue_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "queue_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"queue_id" integer NOT NULL,
	"parent_id" integer,
	"option" integer NOT NULL,
	"title" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"forward_queue_id" integer,
	"human_handover" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "queue_options_company_id_id" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "ticket_trackings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_trackings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"whatsapp_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"user_id" integer,
	"queue_id" integer,
	"queued_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"rating_state" text,
	"rating_at" timestamp with time zone,
	"rated_at" timestamp with time zone,
	"rating" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "notify_schedules" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "automatic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "bot_state" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "pending_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notify_users" ADD CONSTRAINT "notify_users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_users" ADD CONSTRAINT "notify_users_company_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_options" ADD CONSTRAINT "queue_options_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_options" ADD CONSTRAINT "queue_options_company_queue_fk" FOREIGN KEY ("company_id","queue_id") REFERENCES "public"."queues"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_options" ADD CONSTRAINT "queue_options_company_parent_fk" FOREIGN KEY ("company_id","parent_id") REFERENCES "public"."queue_options"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_trackings" ADD CONSTRAINT "ticket_trackings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_trackings" ADD CONSTRAINT "ticket_trackings_company_ticket_fk" FOREIGN KEY ("company_id","ticket_id") REFERENCES "public"."tickets"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "queue_options_tree" ON "queue_options" USING btree ("company_id","queue_id","parent_id","option");--> statement-breakpoint
CREATE INDEX "ticket_trackings_ticket" ON "ticket_trackings" USING btree ("company_id","ticket_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ticket_trackings_finished" ON "ticket_trackings" USING btree ("company_id","finished_at");--> statement-breakpoint
CREATE INDEX "ticket_trackings_awaiting_rating" ON "ticket_trackings" USING btree ("company_id","whatsapp_id","contact_id") WHERE "ticket_trackings"."rating_state" = 'awaiting';--> statement-breakpoint
CREATE INDEX "ticket_trackings_rating_due" ON "ticket_trackings" USING btree ("rating_at") WHERE "ticket_trackings"."rating_state" = 'awaiting';--> statement-breakpoint
-- (company_id, x_id) references whose deletion clears only x_id (see 0010): by hand
ALTER TABLE "queue_options" ADD CONSTRAINT "queue_options_company_forward_queue_fk" FOREIGN KEY ("company_id", "forward_queue_id")
  REFERENCES "queues" ("company_id", "id") ON DELETE SET NULL ("forward_queue_id");
--> statement-breakpoint
ALTER TABLE "ticket_trackings" ADD CONSTRAINT "ticket_trackings_company_user_fk" FOREIGN KEY ("company_id", "user_id")
  REFERENCES "users" ("company_id", "id") ON DELETE SET NULL ("user_id");
--> statement-breakpoint
ALTER TABLE "ticket_trackings" ADD CONSTRAINT "ticket_trackings_company_queue_fk" FOREIGN KEY ("company_id", "queue_id")
  REFERENCES "queues" ("company_id", "id") ON DELETE SET NULL ("queue_id");
