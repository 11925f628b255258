-- lists of contacts by name as people read them: case and accents aside (the C collation of the
-- embedded database put every lower-case and accented name after Z)
DROP INDEX "contacts_company_name";--> statement-breakpoint
DROP INDEX "contact_list_items_list_name";--> statement-breakpoint
CREATE INDEX "contacts_company_sort_name" ON "contacts" USING btree ("company_id",f_unaccent(lower("name")),"id");--> statement-breakpoint
CREATE INDEX "contact_list_items_list_sort_name" ON "contact_list_items" USING btree ("contact_list_id",f_unaccent(lower("name")),"id");