-- A conversation's times survive its transfers (decision 0148). queued_at and started_at stay
-- what the ticket is doing now (the dashboard's cycles in progress, a report's status); the
-- conversation's entry into waiting and its first take by a person are kept apart:
-- first_queued_at follows queued_at until someone first takes the conversation (the bot or
-- an admin may still move it between queues), first_started_at is that first take; both are
-- then kept through transfers to a person or a queue and returns to the queue. The dashboard's
-- waiting and handling times and the reports count from them, and a report's period is the
-- conversation's first entry: a transfer no longer moves it to another day, nor erases the
-- first agent's wait and handling.
ALTER TABLE "ticket_trackings" ADD COLUMN "first_queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket_trackings" ADD COLUMN "first_started_at" timestamp with time zone;--> statement-breakpoint
-- every cycle so far: its times as they were counted (the rollups stay as they are)
UPDATE "ticket_trackings" SET "first_queued_at" = "queued_at", "first_started_at" = "started_at";--> statement-breakpoint
DROP INDEX "ticket_trackings_queued";--> statement-breakpoint
CREATE INDEX "ticket_trackings_first_queued" ON "ticket_trackings" USING btree ("company_id","first_queued_at");--> statement-breakpoint
-- kept by the database whoever writes the cycle (a process of the version before, mid-deploy,
-- included); a write that sets them itself is kept as written
CREATE OR REPLACE FUNCTION ticket_trackings_first_times() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.first_queued_at := coalesce(NEW.first_queued_at, NEW.queued_at);
    NEW.first_started_at := coalesce(NEW.first_started_at, NEW.started_at);
  ELSIF (NEW.first_queued_at, NEW.first_started_at)
      IS NOT DISTINCT FROM (OLD.first_queued_at, OLD.first_started_at)
    AND OLD.first_started_at IS NULL THEN
    NEW.first_queued_at := NEW.queued_at;
    NEW.first_started_at := NEW.started_at;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ticket_trackings_first_times BEFORE INSERT OR UPDATE ON ticket_trackings
  FOR EACH ROW EXECUTE FUNCTION ticket_trackings_first_times();
--> statement-breakpoint
-- the rollups (0029) count waiting and handling from the conversation's first times
CREATE OR REPLACE FUNCTION dashboard_rollup_apply(r ticket_trackings, p_sign integer)
RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_zone text;
  v_day date;
  v_queue integer := coalesce(r.queue_id, 0);
  v_user integer := coalesce(r.user_id, 0);
  -- whole microseconds: epoch seconds carry exactly six decimals
  v_support bigint := (extract(epoch from r.finished_at - r.first_started_at) * 1000000)::bigint;
  v_wait bigint := (extract(epoch from r.first_started_at - r.first_queued_at) * 1000000)::bigint;
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
      count(first_started_at), coalesce(sum((extract(epoch from finished_at - first_started_at) * 1000000)::bigint), 0),
      count(first_started_at - first_queued_at), coalesce(sum((extract(epoch from first_started_at - first_queued_at) * 1000000)::bigint), 0),
      count(rating), coalesce(sum(rating), 0)
    FROM ticket_trackings
    WHERE company_id = p_company_id AND finished_at IS NOT NULL
    GROUP BY 2, 3, 4;
  INSERT INTO dashboard_day_contacts (company_id, day, queue_id, contact_id, finished,
      support_count, support_us)
    SELECT p_company_id, (finished_at AT TIME ZONE p_zone)::date, coalesce(queue_id, 0),
      contact_id, count(*),
      count(first_started_at), coalesce(sum((extract(epoch from finished_at - first_started_at) * 1000000)::bigint), 0)
    FROM ticket_trackings
    WHERE company_id = p_company_id AND finished_at IS NOT NULL
    GROUP BY 2, 3, 4;
  UPDATE dashboard_rollup_zones SET time_zone = p_zone WHERE company_id = p_company_id;
END;
$$;
--> statement-breakpoint
DROP TRIGGER dashboard_rollup_update ON ticket_trackings;
--> statement-breakpoint
CREATE TRIGGER dashboard_rollup_update AFTER UPDATE ON ticket_trackings
  FOR EACH ROW WHEN ((OLD.finished_at IS NOT NULL OR NEW.finished_at IS NOT NULL)
    AND (OLD.company_id, OLD.finished_at, OLD.first_started_at, OLD.first_queued_at,
         OLD.queue_id, OLD.user_id, OLD.contact_id, OLD.rating)
      IS DISTINCT FROM (NEW.company_id, NEW.finished_at, NEW.first_started_at,
         NEW.first_queued_at, NEW.queue_id, NEW.user_id, NEW.contact_id, NEW.rating))
  EXECUTE FUNCTION dashboard_rollup_track();
