ALTER TABLE "messages" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
ALTER TABLE "campaign_shippings" ADD COLUMN "confirmation_body" text;--> statement-breakpoint
ALTER TABLE "campaign_shippings" ADD COLUMN "message_body" text;--> statement-breakpoint
ALTER TABLE "campaign_shippings" ADD COLUMN "inbox_confirmation_id" bigint;--> statement-breakpoint
ALTER TABLE "campaign_shippings" ADD COLUMN "inbox_message_id" bigint;--> statement-breakpoint
CREATE INDEX "campaign_shippings_unrecorded" ON "campaign_shippings" USING btree ("company_id","number") WHERE ("campaign_shippings"."confirmation_body" is not null and "campaign_shippings"."inbox_confirmation_id" is null) or ("campaign_shippings"."message_body" is not null and "campaign_shippings"."inbox_message_id" is null);