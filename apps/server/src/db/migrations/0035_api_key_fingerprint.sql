-- what the first send with an Idempotency-Key asked, so that the key reused for another send is refused
ALTER TABLE "api_send_keys" ADD COLUMN "fingerprint" text;