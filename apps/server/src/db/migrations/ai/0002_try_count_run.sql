-- `selecta_count_run` for a statement that counts several users' runs at once (decision 050, the admissions of one
-- turn of the event loop batched): a full window answers NULL instead of raising, which would end the statement and
-- refuse every run in it, and the windows this call counted before it are given back, so the run is counted in every
-- window or in none. The row locks are taken as in `selecta_count_run`: exact under any concurrency.
CREATE FUNCTION selecta_try_count_run(p_user uuid, p_windows text[], p_starts timestamptz[], p_limits integer[])
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
      FOR j IN 1 .. i - 1 LOOP
        UPDATE ai_usage_counters SET count = count - 1
        WHERE user_id = p_user AND "window" = p_windows[j] AND window_start = p_starts[j];
      END LOOP;
      RETURN NULL;
    END IF;
    counts := counts || counted;
  END LOOP;
  RETURN counts;
END
$$;
--> statement-breakpoint
-- `selecta_count_run` keeps its contract (SL429 for a full window, which ends the statement and undoes its counts) on
-- top of it, so that the windows are counted by one loop of upserts.
CREATE OR REPLACE FUNCTION selecta_count_run(p_user uuid, p_windows text[], p_starts timestamptz[], p_limits integer[])
RETURNS integer[] LANGUAGE plpgsql AS $$
DECLARE
  counts integer[] := selecta_try_count_run(p_user, p_windows, p_starts, p_limits);
BEGIN
  IF counts IS NULL THEN
    RAISE EXCEPTION 'a window of the run is full' USING ERRCODE = 'SL429';
  END IF;
  RETURN counts;
END
$$;
