CREATE INDEX "contacts_company_created" ON "contacts" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "ticket_trackings_queued" ON "ticket_trackings" USING btree ("company_id","queued_at");--> statement-breakpoint
CREATE INDEX "ticket_trackings_company_id" ON "ticket_trackings" USING btree ("company_id","id" DESC NULLS LAST);