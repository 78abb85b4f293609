-- Counts one AI run in every window of the user's plan, or in none, in one statement and so one round trip
-- (decision 035): each window's upsert takes its row lock and counts only below the limit; a full window raises
-- SL429, which ends the statement and so undoes the windows counted before it. Exact under any concurrency and across
-- server processes, as the transaction of one upsert per window it replaces.
CREATE FUNCTION selecta_count_run(p_user uuid, p_windows text[], p_starts timestamptz[], p_limits integer[])
RETURNS integer[] LANGUAGE plpgsql AS $$
DECLARE
  counts integer[] := '{}';
  counted integer;
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_windows, 1), 0) LOOP
    counted := NULL;
    INSERT INTO ai_usage_counters AS c (user_id, "window", window_start, count)
    VALUES (p_user, p_windows[i], p_starts[i], 1)
    ON CONFLICT (user_id, "window", window_start) DO UPDATE SET count = c.count + 1 WHERE c.count < p_limits[i]
    RETURNING c.count INTO counted;
    IF counted IS NULL THEN
      RAISE EXCEPTION 'the % window is full', p_windows[i] USING ERRCODE = 'SL429';
    END IF;
    counts := counts || counted;
  END LOOP;
  RETURN counts;
END
$$;
