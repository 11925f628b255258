ALTER TABLE "plans" ALTER COLUMN "value" SET DATA TYPE numeric(12, 2);--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "value" SET DEFAULT '0';