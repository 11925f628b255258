-- every foreign key of a table that grows with traffic is served by an index (decision 0138):
-- without one, deleting one parent row (a contact, a user, a connection) read the whole child
-- table, and deleting a company did so once per contact
ALTER TABLE "messages" DROP CONSTRAINT "messages_whatsapp_id_whatsapps_id_fk";
--> statement-breakpoint
DROP INDEX "messages_conversation_created";--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_company_whatsapp_fk" FOREIGN KEY ("company_id","whatsapp_id") REFERENCES "public"."whatsapps"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contacts_connection" ON "contacts" USING btree ("whatsapp_id") WHERE "contacts"."whatsapp_id" is not null;--> statement-breakpoint
CREATE INDEX "messages_contact_created" ON "messages" USING btree ("contact_id","company_id","whatsapp_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_user" ON "messages" USING btree ("user_id") WHERE "messages"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "ticket_notes_contact" ON "ticket_notes" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "ticket_notes_user" ON "ticket_notes" USING btree ("user_id") WHERE "ticket_notes"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "tickets_connection" ON "tickets" USING btree ("whatsapp_id");--> statement-breakpoint
CREATE INDEX "ticket_trackings_user" ON "ticket_trackings" USING btree ("user_id") WHERE "ticket_trackings"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "ticket_trackings_queue" ON "ticket_trackings" USING btree ("queue_id") WHERE "ticket_trackings"."queue_id" is not null;--> statement-breakpoint
CREATE INDEX "schedules_connection" ON "schedules" USING btree ("whatsapp_id");--> statement-breakpoint
CREATE INDEX "schedules_user" ON "schedules" USING btree ("user_id") WHERE "schedules"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "chat_messages_sender" ON "chat_messages" USING btree ("sender_id") WHERE "chat_messages"."sender_id" is not null;