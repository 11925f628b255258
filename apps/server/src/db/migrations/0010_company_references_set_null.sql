-- (company_id, x_id) foreign keys whose deletion clears only x_id: ON DELETE SET NULL (column)
-- (PostgreSQL 15+) keeps company_id. Drizzle cannot declare the column list, hence by hand.
-- References to another company's row, if any slipped in before, are cleared first.
UPDATE "tickets" t SET "queue_id" = NULL
  WHERE "queue_id" IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM "queues" q WHERE q."id" = t."queue_id" AND q."company_id" = t."company_id");
--> statement-breakpoint
UPDATE "tickets" t SET "user_id" = NULL
  WHERE "user_id" IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM "users" u WHERE u."id" = t."user_id" AND u."company_id" = t."company_id");
--> statement-breakpoint
UPDATE "whatsapps" w SET "transfer_queue_id" = NULL
  WHERE "transfer_queue_id" IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM "queues" q WHERE q."id" = w."transfer_queue_id" AND q."company_id" = w."company_id");
--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_company_queue_fk" FOREIGN KEY ("company_id", "queue_id")
  REFERENCES "queues" ("company_id", "id") ON DELETE SET NULL ("queue_id");
--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_company_user_fk" FOREIGN KEY ("company_id", "user_id")
  REFERENCES "users" ("company_id", "id") ON DELETE SET NULL ("user_id");
--> statement-breakpoint
ALTER TABLE "whatsapps" ADD CONSTRAINT "whatsapps_company_transfer_queue_fk" FOREIGN KEY ("company_id", "transfer_queue_id")
  REFERENCES "queues" ("company_id", "id") ON DELETE SET NULL ("transfer_queue_id");
