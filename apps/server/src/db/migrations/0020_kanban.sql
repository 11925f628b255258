-- kanban card tags reference tags by (company_id, id): that key must exist first
ALTER TABLE "tags" ADD CONSTRAINT "tags_company_id_id" UNIQUE("company_id","id");--> statement-breakpoint
CREATE TABLE "kanban_card_contacts" (
	"company_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	CONSTRAINT "kanban_card_contacts_card_id_contact_id_pk" PRIMARY KEY("card_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "kanban_card_queues" (
	"company_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"queue_id" integer NOT NULL,
	CONSTRAINT "kanban_card_queues_card_id_queue_id_pk" PRIMARY KEY("card_id","queue_id")
);
--> statement-breakpoint
CREATE TABLE "kanban_card_tags" (
	"company_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "kanban_card_tags_card_id_tag_id_pk" PRIMARY KEY("card_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "kanban_card_users" (
	"company_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "kanban_card_users_card_id_user_id_pk" PRIMARY KEY("card_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "kanban_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kanban_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"lane_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kanban_cards_company_id_id" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "kanban_lanes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kanban_lanes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '#5C59A0' NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kanban_lanes_company_id_id" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "kanban_card_contacts" ADD CONSTRAINT "kanban_card_contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_card_contacts" ADD CONSTRAINT "kanban_card_contacts_card_fk" FOREIGN KEY ("company_id","card_id") REFERENCES "public"."kanban_cards"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_card_contacts" ADD CONSTRAINT "kanban_card_contacts_ref_fk" FOREIGN KEY ("company_id","contact_id") REFERENCES "public"."contacts"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_card_queues" ADD CONSTRAINT "kanban_card_queues_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_card_queues" ADD CONSTRAINT "kanban_card_queues_card_fk" FOREIGN KEY ("company_id","card_id") REFERENCES "public"."kanban_cards"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_card_queues" ADD CONSTRAINT "kanban_card_queues_ref_fk" FOREIGN KEY ("company_id","queue_id") REFERENCES "public"."queues"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_card_tags" ADD CONSTRAINT "kanban_card_tags_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_card_tags" ADD CONSTRAINT "kanban_card_tags_card_fk" FOREIGN KEY ("company_id","card_id") REFERENCES "public"."kanban_cards"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_card_tags" ADD CONSTRAINT "kanban_card_tags_ref_fk" FOREIGN KEY ("company_id","tag_id") REFERENCES "public"."tags"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_card_users" ADD CONSTRAINT "kanban_card_users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_card_users" ADD CONSTRAINT "kanban_card_users_card_fk" FOREIGN KEY ("company_id","card_id") REFERENCES "public"."kanban_cards"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_card_users" ADD CONSTRAINT "kanban_card_users_ref_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_cards" ADD CONSTRAINT "kanban_cards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_cards" ADD CONSTRAINT "kanban_cards_company_lane_fk" FOREIGN KEY ("company_id","lane_id") REFERENCES "public"."kanban_lanes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_lanes" ADD CONSTRAINT "kanban_lanes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kanban_card_contacts_ref" ON "kanban_card_contacts" USING btree ("company_id","contact_id","card_id");--> statement-breakpoint
CREATE INDEX "kanban_card_queues_ref" ON "kanban_card_queues" USING btree ("company_id","queue_id","card_id");--> statement-breakpoint
CREATE INDEX "kanban_card_tags_ref" ON "kanban_card_tags" USING btree ("company_id","tag_id","card_id");--> statement-breakpoint
CREATE INDEX "kanban_card_users_ref" ON "kanban_card_users" USING btree ("company_id","user_id","card_id");--> statement-breakpoint
CREATE INDEX "kanban_cards_lane_position" ON "kanban_cards" USING btree ("company_id","lane_id","position","id");--> statement-breakpoint
CREATE INDEX "kanban_lanes_company_position" ON "kanban_lanes" USING btree ("company_id","position","id");