ALTER TABLE "whatsapps" DROP CONSTRAINT "whatsapps_transfer_queue_id_queues_id_fk";--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_ticket_id_tickets_id_fk";--> statement-breakpoint
ALTER TABLE "ticket_notes" DROP CONSTRAINT "ticket_notes_ticket_id_tickets_id_fk";--> statement-breakpoint
ALTER TABLE "tickets" DROP CONSTRAINT "tickets_contact_id_contacts_id_fk";--> statement-breakpoint
ALTER TABLE "tickets" DROP CONSTRAINT "tickets_whatsapp_id_whatsapps_id_fk";--> statement-breakpoint
ALTER TABLE "tickets" DROP CONSTRAINT "tickets_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "tickets" DROP CONSTRAINT "tickets_queue_id_queues_id_fk";--> statement-breakpoint
ALTER TABLE "queues" ADD CONSTRAINT "queues_company_id_id" UNIQUE("company_id","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_id" UNIQUE("company_id","id");--> statement-breakpoint
ALTER TABLE "whatsapps" ADD CONSTRAINT "whatsapps_company_id_id" UNIQUE("company_id","id");--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_company_id_id" UNIQUE("company_id","id");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_company_id_id" UNIQUE("company_id","id");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_company_ticket_fk" FOREIGN KEY ("company_id","ticket_id") REFERENCES "public"."tickets"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_notes" ADD CONSTRAINT "ticket_notes_company_ticket_fk" FOREIGN KEY ("company_id","ticket_id") REFERENCES "public"."tickets"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_company_contact_fk" FOREIGN KEY ("company_id","contact_id") REFERENCES "public"."contacts"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_company_whatsapp_fk" FOREIGN KEY ("company_id","whatsapp_id") REFERENCES "public"."whatsapps"("company_id","id") ON DELETE cascade ON UPDATE no action;
