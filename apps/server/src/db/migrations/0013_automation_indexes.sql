-- The key of an automatic text, kept apart from the external id (which the send replaces with
-- the channel's id); one cycle in progress per ticket (concurrent writers upsert the same row);
-- the presence sweep: users still shown online without a recent status ping.
ALTER TABLE "messages" ADD COLUMN "automatic_key" text;--> statement-breakpoint
CREATE INDEX "users_online_seen" ON "users" USING btree ("last_seen_at") WHERE "users"."online";--> statement-breakpoint
CREATE UNIQUE INDEX "messages_automatic_key" ON "messages" USING btree ("company_id","ticket_id","automatic_key") WHERE "messages"."automatic_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_trackings_one_open" ON "ticket_trackings" USING btree ("company_id","ticket_id") WHERE "ticket_trackings"."finished_at" is null;
