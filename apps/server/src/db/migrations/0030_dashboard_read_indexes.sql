-- Index-only read paths of the dashboard (decision 0111): the cycles in progress, and the top
-- clients ranked from (day, contact, finished) before the means of the ten kept are read by contact.
CREATE INDEX "ticket_trackings_live" ON "ticket_trackings" USING btree ("company_id","queued_at","started_at","user_id","queue_id") WHERE "ticket_trackings"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "dashboard_day_contacts_day_finished" ON "dashboard_day_contacts" USING btree ("company_id","day","queue_id","contact_id","finished");--> statement-breakpoint
CREATE INDEX "dashboard_day_contacts_contact" ON "dashboard_day_contacts" USING btree ("company_id","contact_id","day","queue_id","support_count","support_us");