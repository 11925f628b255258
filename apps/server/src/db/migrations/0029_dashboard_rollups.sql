CREATE TABLE "dashboard_day_contacts" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"queue_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"finished" integer DEFAULT 0 NOT NULL,
	"support_count" integer DEFAULT 0 NOT NULL,
	"support_us" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_day_contacts_company_id_day_queue_id_contact_id_pk" PRIMARY KEY("company_id","day","queue_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_day_totals" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"queue_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"finished" integer DEFAULT 0 NOT NULL,
	"support_count" integer DEFAULT 0 NOT NULL,
	"support_us" bigint DEFAULT 0 NOT NULL,
	"wait_count" integer DEFAULT 0 NOT NULL,
	"wait_us" bigint DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_day_totals_company_id_day_queue_id_user_id_pk" PRIMARY KEY("company_id","day","queue_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_rollup_zones" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dashboard_day_contacts" ADD CONSTRAINT "dashboard_day_contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_day_totals" ADD CONSTRAINT "dashboard_day_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_rollup_zones" ADD CONSTRAINT "dashboard_rollup_zones_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Daily rollups of the finished cycles (decision 0107). The zone of a company's rollup days,
-- locked shared so that a rebuild for a new zone (locking it exclusively) waits for the cycle
-- writes in flight and the later ones see the new zone. A first finished cycle creates it from
-- the company's timezone setting.
CREATE OR REPLACE FUNCTION dashboard_rollup_zone(p_company_id integer, p_create boolean)
RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
  v_zone text;
BEGIN
  SELECT time_zone INTO v_zone FROM dashboard_rollup_zones
    WHERE company_id = p_company_id FOR SHARE;
  IF FOUND OR NOT p_create THEN
    RETURN v_zone;
  END IF;
  INSERT INTO dashboard_rollup_zones (company_id, time_zone)
    VALUES (p_company_id, coalesce(
      (SELECT value FROM settings WHERE company_id = p_company_id AND key = 'timezone'),
      'America/Sao_Paulo'))
    ON CONFLICT (company_id) DO NOTHING;
  SELECT time_zone INTO v_zone FROM dashboard_rollup_zones
    WHERE company_id = p_company_id FOR SHARE;
  RETURN v_zone;
END;
$$;
--> statement-breakpoint
-- Adds (p_sign 1) or takes back (p_sign -1) one cycle's share of its day's rollup rows. Only
-- finished cycles count. Taking back only updates existing rows (a company being deleted has
-- none left) and drops rows that reach zero, so the readers never see empty groups.
CREATE OR REPLACE FUNCTION dashboard_rollup_apply(r ticket_trackings, p_sign integer)
RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_zone text;
  v_day date;
  v_queue integer := coalesce(r.queue_id, 0);
  v_user integer := coalesce(r.user_id, 0);
  -- whole microseconds: epoch seconds carry exactly six decimals
  v_support bigint := (extract(epoch from r.finished_at - r.started_at) * 1000000)::bigint;
  v_wait bigint := (extract(epoch from r.started_at - r.queued_at) * 1000000)::bigint;
  v_left integer;
BEGIN
  IF r.finished_at IS NULL THEN
    RETURN;
  END IF;
  v_zone := dashboard_rollup_zone(r.company_id, p_sign > 0);
  IF v_zone IS NULL THEN
    RETURN;
  END IF;
  v_day := (r.finished_at AT TIME ZONE v_zone)::date;
  IF p_sign < 0 THEN
    UPDATE dashboard_day_totals SET
        finished = finished - 1,
        support_count = support_count - (v_support IS NOT NULL)::int,
        support_us = support_us - coalesce(v_support, 0),
        wait_count = wait_count - (v_wait IS NOT NULL)::int,
        wait_us = wait_us - coalesce(v_wait, 0),
        rating_count = rating_count - (r.rating IS NOT NULL)::int,
        rating_sum = rating_sum - coalesce(r.rating, 0)
      WHERE company_id = r.company_id AND day = v_day AND queue_id = v_queue AND user_id = v_user
      RETURNING finished INTO v_left;
    IF v_left = 0 THEN
      DELETE FROM dashboard_day_totals
        WHERE company_id = r.company_id AND day = v_day AND queue_id = v_queue
          AND user_id = v_user AND finished = 0;
    END IF;
    UPDATE dashboard_day_contacts SET
        finished = finished - 1,
        support_count = support_count - (v_support IS NOT NULL)::int,
        support_us = support_us - coalesce(v_support, 0)
      WHERE company_id = r.company_id AND day = v_day AND queue_id = v_queue
        AND contact_id = r.contact_id
      RETURNING finished INTO v_left;
    IF v_left = 0 THEN
      DELETE FROM dashboard_day_contacts
        WHERE company_id = r.company_id AND day = v_day AND queue_id = v_queue
          AND contact_id = r.contact_id AND finished = 0;
    END IF;
    RETURN;
  END IF;
  INSERT INTO dashboard_day_totals AS t (company_id, day, queue_id, user_id, finished,
      support_count, support_us, wait_count, wait_us, rating_count, rating_sum)
    VALUES (r.company_id, v_day, v_queue, v_user, 1,
      (v_support IS NOT NULL)::int, coalesce(v_support, 0),
      (v_wait IS NOT NULL)::int, coalesce(v_wait, 0),
      (r.rating IS NOT NULL)::int, coalesce(r.rating, 0))
    ON CONFLICT (company_id, day, queue_id, user_id) DO UPDATE SET
      finished = t.finished + 1,
      support_count = t.support_count + excluded.support_count,
      support_us = t.support_us + excluded.support_us,
      wait_count = t.wait_count + excluded.wait_count,
      wait_us = t.wait_us + excluded.wait_us,
      rating_count = t.rating_count + excluded.rating_count,
      rating_sum = t.rating_sum + excluded.rating_sum;
  INSERT INTO dashboard_day_contacts AS c (company_id, day, queue_id, contact_id, finished,
      support_count, support_us)
    VALUES (r.company_id, v_day, v_queue, r.contact_id, 1,
      (v_support IS NOT NULL)::int, coalesce(v_support, 0))
    ON CONFLICT (company_id, day, queue_id, contact_id) DO UPDATE SET
      finished = c.finished + 1,
      support_count = c.support_count + excluded.support_count,
      support_us = c.support_us + excluded.support_us;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_rollup_track() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM dashboard_rollup_apply(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM dashboard_rollup_apply(NEW, 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Every write of a cycle that changes what the rollups count, in the same transaction
-- (including the ON DELETE SET NULL of a removed user or queue, and cascaded deletes).
CREATE TRIGGER dashboard_rollup_insert AFTER INSERT ON ticket_trackings
  FOR EACH ROW WHEN (NEW.finished_at IS NOT NULL) EXECUTE FUNCTION dashboard_rollup_track();
--> statement-breakpoint
CREATE TRIGGER dashboard_rollup_update AFTER UPDATE ON ticket_trackings
  FOR EACH ROW WHEN ((OLD.finished_at IS NOT NULL OR NEW.finished_at IS NOT NULL)
    AND (OLD.company_id, OLD.finished_at, OLD.started_at, OLD.queued_at, OLD.queue_id,
         OLD.user_id, OLD.contact_id, OLD.rating)
      IS DISTINCT FROM (NEW.company_id, NEW.finished_at, NEW.started_at, NEW.queued_at,
         NEW.queue_id, NEW.user_id, NEW.contact_id, NEW.rating))
  EXECUTE FUNCTION dashboard_rollup_track();
--> statement-breakpoint
CREATE TRIGGER dashboard_rollup_delete AFTER DELETE ON ticket_trackings
  FOR EACH ROW WHEN (OLD.finished_at IS NOT NULL) EXECUTE FUNCTION dashboard_rollup_track();
--> statement-breakpoint
-- Recomputes a company's rollups in `p_zone` from its cycles, unless they already are in it:
-- the backfill below, and the dashboard's first read after the timezone setting changed.
CREATE OR REPLACE FUNCTION dashboard_rollup_rebuild(p_company_id integer, p_zone text)
RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_zone text;
BEGIN
  -- '' until built: a new marker is only seen by others once this transaction commits
  INSERT INTO dashboard_rollup_zones (company_id, time_zone) VALUES (p_company_id, '')
    ON CONFLICT (company_id) DO NOTHING;
  SELECT time_zone INTO v_zone FROM dashboard_rollup_zones
    WHERE company_id = p_company_id FOR UPDATE;
  IF v_zone = p_zone THEN
    RETURN;
  END IF;
  DELETE FROM dashboard_day_totals WHERE company_id = p_company_id;
  DELETE FROM dashboard_day_contacts WHERE company_id = p_company_id;
  INSERT INTO dashboard_day_totals (company_id, day, queue_id, user_id, finished,
      support_count, support_us, wait_count, wait_us, rating_count, rating_sum)
    SELECT p_company_id, (finished_at AT TIME ZONE p_zone)::date, coalesce(queue_id, 0),
      coalesce(user_id, 0), count(*),
      count(started_at), coalesce(sum((extract(epoch from finished_at - started_at) * 1000000)::bigint), 0),
      count(started_at - queued_at), coalesce(sum((extract(epoch from started_at - queued_at) * 1000000)::bigint), 0),
      count(rating), coalesce(sum(rating), 0)
    FROM ticket_trackings
    WHERE company_id = p_company_id AND finished_at IS NOT NULL
    GROUP BY 2, 3, 4;
  INSERT INTO dashboard_day_contacts (company_id, day, queue_id, contact_id, finished,
      support_count, support_us)
    SELECT p_company_id, (finished_at AT TIME ZONE p_zone)::date, coalesce(queue_id, 0),
      contact_id, count(*),
      count(started_at), coalesce(sum((extract(epoch from finished_at - started_at) * 1000000)::bigint), 0)
    FROM ticket_trackings
    WHERE company_id = p_company_id AND finished_at IS NOT NULL
    GROUP BY 2, 3, 4;
  UPDATE dashboard_rollup_zones SET time_zone = p_zone WHERE company_id = p_company_id;
END;
$$;
--> statement-breakpoint
-- Backfill: every company's rollups in its current zone.
SELECT dashboard_rollup_rebuild(c.id, coalesce(
    (SELECT s.value FROM settings s WHERE s.company_id = c.id AND s.key = 'timezone'),
    'America/Sao_Paulo'))
  FROM companies c;
