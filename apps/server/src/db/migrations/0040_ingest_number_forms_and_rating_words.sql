-- ingest_message (0037) takes the other form of a Brazilian mobile number (p_other_number, null
-- when the number has none) and files the message under the form the company's contact already
-- has: the given one first, else the other, else a new contact under the given one. It was a
-- read of its own before each inbound message, one more round trip per message (decision 0148).
-- The rating question is answered also in the customer's words: the digit with punctuation, an
-- emoji keycap or the scale's words after it ('3.', '3️⃣', '2 estrelas', '1 - insatisfeito'),
-- or the scale's words alone ('muito satisfeito'). A digit followed by anything else ('2
-- pedidos vieram errados') is a new message, as before.
CREATE OR REPLACE FUNCTION ingest_message(
  p_company_id integer,
  p_whatsapp_id integer,
  p_number text,
  p_name text,
  p_is_group boolean,
  p_external_id text,
  p_body text,
  p_from_me boolean,
  p_media_type text,
  p_media_path text,
  p_media_name text,
  p_quoted_external_id text,
  p_participant text,
  p_participant_name text,
  p_created_at timestamptz,
  p_preview text,
  p_cycle_at timestamptz,
  p_other_number text
) RETURNS SETOF messages
LANGUAGE plpgsql AS $$
DECLARE
  v_contact integer;
  v_number text := p_number;
  v_queue integer;
  v_ticket integer;
  v_quoted bigint;
  v_message messages;
  v_rating ticket_trackings;
  v_answer text := lower(btrim(p_body));
  v_score integer;
  v_rated boolean := false;
  v_live boolean;
BEGIN
  -- only a connection of this company (still existing) may deliver into it
  PERFORM 1 FROM whatsapps WHERE id = p_whatsapp_id AND company_id = p_company_id;
  IF NOT FOUND THEN
    RETURN;
  END IF;

  PERFORM 1 FROM messages
    WHERE company_id = p_company_id AND whatsapp_id = p_whatsapp_id AND external_id = p_external_id;
  IF FOUND THEN
    RAISE EXCEPTION 'message already stored' USING ERRCODE = 'AT409';
  END IF;

  IF p_other_number IS NOT NULL THEN
    SELECT number INTO v_number FROM contacts
      WHERE company_id = p_company_id AND number IN (p_number, p_other_number)
      ORDER BY number = p_number DESC
      LIMIT 1;
    v_number := coalesce(v_number, p_number);
  END IF;

  INSERT INTO contacts (company_id, number, name, is_group, whatsapp_id)
    VALUES (p_company_id, v_number, p_name, p_is_group, p_whatsapp_id)
    ON CONFLICT (company_id, number) DO UPDATE
      SET updated_at = now(), whatsapp_id = coalesce(contacts.whatsapp_id, excluded.whatsapp_id)
    RETURNING id INTO v_contact;

  IF NOT p_from_me AND NOT p_is_group AND p_media_type <> 'call_log' THEN
    SELECT * INTO v_rating FROM ticket_trackings
      WHERE company_id = p_company_id AND whatsapp_id = p_whatsapp_id AND contact_id = v_contact
        AND rating_state = 'awaiting'
      ORDER BY id DESC
      LIMIT 1
      FOR UPDATE;
    IF FOUND THEN
      -- looked up after the lock, so a ticket opened meanwhile is seen
      PERFORM 1 FROM tickets
        WHERE company_id = p_company_id AND whatsapp_id = p_whatsapp_id AND contact_id = v_contact
          AND status IN ('pending', 'open');
      v_live := FOUND;
      v_score := CASE
        WHEN v_answer ~ '^[1-3]([\s.,;:!)⭐★️⃣–-]|estrelas?|muito|satisfeito|insatisfeito)*$'
          THEN left(v_answer, 1)::integer
        WHEN btrim(v_answer, ' .!') = 'insatisfeito' THEN 1
        WHEN btrim(v_answer, ' .!') = 'satisfeito' THEN 2
        WHEN btrim(v_answer, ' .!') = 'muito satisfeito' THEN 3
      END;
      IF v_score IS NOT NULL AND NOT v_live THEN
        UPDATE ticket_trackings
          SET rating_state = 'rated', rating = v_score, rated_at = p_created_at,
              updated_at = now()
          WHERE id = v_rating.id;
        v_ticket := v_rating.ticket_id;
        v_rated := true;
      ELSE
        UPDATE ticket_trackings SET rating_state = 'cancelled', updated_at = now()
          WHERE id = v_rating.id;
      END IF;
    END IF;
  END IF;

  IF NOT v_rated THEN
    SELECT CASE WHEN count(*) = 1 THEN min(queue_id) END INTO v_queue
      FROM whatsapp_queues WHERE whatsapp_id = p_whatsapp_id;

    INSERT INTO tickets (company_id, contact_id, whatsapp_id, status, queue_id, is_group)
      VALUES (p_company_id, v_contact, p_whatsapp_id, 'pending', v_queue, p_is_group)
      ON CONFLICT (company_id, whatsapp_id, contact_id) WHERE status IN ('pending', 'open')
      DO NOTHING
      RETURNING id INTO v_ticket;
    IF v_ticket IS NOT NULL AND p_cycle_at IS NOT NULL THEN
      -- a new ticket's waiting cycle opens with it, in the same commit (decision 0129)
      INSERT INTO ticket_trackings (company_id, ticket_id, whatsapp_id, contact_id, queue_id,
          queued_at)
        VALUES (p_company_id, v_ticket, p_whatsapp_id, v_contact, v_queue, p_cycle_at)
        ON CONFLICT (company_id, ticket_id) WHERE finished_at IS NULL DO NOTHING;
    END IF;
    IF v_ticket IS NULL THEN
      -- another delivery created it first; this statement's fresh snapshot sees it
      SELECT id INTO v_ticket FROM tickets
        WHERE company_id = p_company_id AND whatsapp_id = p_whatsapp_id AND contact_id = v_contact
          AND status IN ('pending', 'open')
        LIMIT 1;
    END IF;
  END IF;

  IF p_quoted_external_id IS NOT NULL THEN
    SELECT id INTO v_quoted FROM messages
      WHERE company_id = p_company_id AND whatsapp_id = p_whatsapp_id
        AND external_id = p_quoted_external_id;
  END IF;

  INSERT INTO messages (company_id, ticket_id, whatsapp_id, contact_id, external_id, body, from_me,
      media_type, media_path, media_name, quoted_msg_id, participant, participant_name, ack, read,
      send_status, created_at)
    VALUES (p_company_id, v_ticket, p_whatsapp_id, v_contact, p_external_id, p_body, p_from_me,
      p_media_type, p_media_path, p_media_name, v_quoted, p_participant, p_participant_name,
      CASE WHEN p_from_me THEN 1 ELSE 0 END, p_from_me,
      CASE WHEN p_from_me THEN 'sent' ELSE 'received' END, p_created_at)
    ON CONFLICT (company_id, whatsapp_id, external_id) DO NOTHING
    RETURNING * INTO v_message;
  IF v_message.id IS NULL THEN
    RAISE EXCEPTION 'message already stored' USING ERRCODE = 'AT409';
  END IF;

  UPDATE tickets
    SET last_message = p_preview,
        updated_at = now(),
        unread_messages = unread_messages + CASE WHEN p_from_me OR v_rated THEN 0 ELSE 1 END
    WHERE id = v_ticket;

  RETURN NEXT v_message;
END
$$;
--> statement-breakpoint
-- the previous form stays, for a process of the version before still running during a rolling
-- deploy: that process looked the other form up itself and passes the number to store
CREATE OR REPLACE FUNCTION ingest_message(
  p_company_id integer,
  p_whatsapp_id integer,
  p_number text,
  p_name text,
  p_is_group boolean,
  p_external_id text,
  p_body text,
  p_from_me boolean,
  p_media_type text,
  p_media_path text,
  p_media_name text,
  p_quoted_external_id text,
  p_participant text,
  p_participant_name text,
  p_created_at timestamptz,
  p_preview text,
  p_cycle_at timestamptz
) RETURNS SETOF messages
LANGUAGE sql AS $$
  SELECT * FROM ingest_message(p_company_id, p_whatsapp_id, p_number, p_name, p_is_group,
    p_external_id, p_body, p_from_me, p_media_type, p_media_path, p_media_name,
    p_quoted_external_id, p_participant, p_participant_name, p_created_at, p_preview,
    p_cycle_at, NULL::text)
$$;
