-- The ids of one page of a default ticket list (a whole status; or one owner's tickets of a
-- status), newest activity first, read straight off the list indexes. The list statement
-- selects its rows through this function because its result size is declared (ROWS 41, a
-- page and one more): a LIMIT/OFFSET given as parameters makes PostgreSQL's generic plan guess
-- a tenth of the table, cost it above the real page and re-plan the whole list statement on
-- every execution; behind the function the cached plan stays in use.
CREATE OR REPLACE FUNCTION ticket_list_page(
  p_company_id integer,
  p_status text,
  p_owner_id integer,
  p_limit integer,
  p_offset integer
) RETURNS SETOF integer
LANGUAGE plpgsql STABLE ROWS 41 AS $$
BEGIN
  IF p_owner_id IS NULL THEN
    RETURN QUERY SELECT id FROM tickets
      WHERE company_id = p_company_id AND status = p_status
      ORDER BY updated_at DESC NULLS LAST, id DESC NULLS LAST
      LIMIT p_limit OFFSET p_offset;
  ELSE
    RETURN QUERY SELECT id FROM tickets
      WHERE company_id = p_company_id AND user_id = p_owner_id AND status = p_status
      ORDER BY updated_at DESC NULLS LAST, id DESC NULLS LAST
      LIMIT p_limit OFFSET p_offset;
  END IF;
END;
$$;
