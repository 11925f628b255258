-- acknowledgements, edits and deletions on the simulated phone find a message by its id on
-- the connection: without this index each of them read every message of the connection
CREATE INDEX "sandbox_messages_external" ON "sandbox_messages" USING btree ("whatsapp_id","external_id");
