-- The duplicate-household search (issue 15): people in the same ward whose name is spelled
-- alike (POST /api/{user,admin}/people/duplicates, src/db/queries/people-duplicates.ts).

-- btree_gin lets one GIN index hold the ward (a plain equality) beside the name's trigrams, so
-- the index itself keeps to the ward's people: without it a common surname matches tens of
-- thousands of rows across the district before the ward filter. PGlite loads the extension in
-- its worker (src/db/pglite-worker.mjs); PostgreSQL ships it in contrib.
CREATE EXTENSION IF NOT EXISTS btree_gin;

-- A name's spelling key: the same name written in Latin letters by different collectors
-- ('Seeta'/'Sita', 'Lakshmi'/'Laxmi', 'Vishnu'/'Bishnu', 'Bhagwati'/'Bagvati') gets one key, so
-- the trigram similarity compares names rather than transliterations. In order: lower case;
-- 'ksh' -> 'x'; 'ee' -> 'i'; 'oo' -> 'u'; v and w -> b; an 'h' after b c d g j k p s t dropped
-- (aspirates, 'sh'); a letter repeated -> once ('aa', 'nn'). Word order does not matter to
-- pg_trgm (it compares sets of word trigrams), so swapped first and last names match as they are.
-- Plain replace/translate where no pattern is needed: this runs for every person written.
CREATE FUNCTION person_name_key(name text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT regexp_replace(regexp_replace(
    translate(replace(replace(replace(lower(name), 'ksh', 'x'), 'ee', 'i'), 'oo', 'u'), 'vw', 'bb'),
    '([bcdgjkpst])h+', '\1', 'g'), '(.)\1+', '\1', 'g')
$$;

-- The keys are stored, not computed per search: the GIN trigram match is approximate, so each
-- search rechecks (and scores) a thousand candidate rows at 1,000,000 people, and computing the
-- key there cost 50 ms of a 70 ms search. Stored, the recheck is a plain similarity().
ALTER TABLE people
  ADD COLUMN name_key text GENERATED ALWAYS AS (person_name_key(name)) STORED,
  ADD COLUMN father_name_key text GENERATED ALWAYS AS (person_name_key(father_name)) STORED;

-- Ward (case-insensitive) and the name key's trigrams in one index: a search reads the posting
-- lists of its ward and of its name's trigrams only. The query's expressions must stay
-- identical to these (lower(p.ward_no), p.name_key).
CREATE INDEX people_duplicates_idx ON people USING gin (lower(ward_no), name_key gin_trgm_ops);

-- GET /admin/stats: registrationsByDay, people added per UTC day over the last 30 days. Counting
-- them from people_created_at_idx reads every recent row: 350 ms for the 1,000,000 demo people
-- (all added within 12 days) on a busy machine, over the 200 ms budget. So the counts per day are
-- kept, like people_counts (0004), by statement-level triggers with transition tables: one
-- grouped upsert per statement (a 50,000-row bulk insert too). The day is the UTC date
-- explicitly, whatever the connection's time zone. created_at is never changed by the API; a
-- change made in SQL moves the count too (row trigger, and only on UPDATE OF created_at, so a
-- person's ordinary update does not fire it).
CREATE TABLE people_daily_counts (
  day date PRIMARY KEY,
  count integer NOT NULL
);
INSERT INTO people_daily_counts (day, count)
  SELECT (created_at AT TIME ZONE 'UTC')::date, count(*) FROM people GROUP BY 1;

CREATE FUNCTION people_daily_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO people_daily_counts AS c (day, count)
    SELECT (created_at AT TIME ZONE 'UTC')::date, count(*) FROM added GROUP BY 1
    ON CONFLICT (day) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;

CREATE FUNCTION people_daily_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE people_daily_counts c SET count = c.count - r.n
    FROM (SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS n FROM removed GROUP BY 1) r
    WHERE c.day = r.day;
  RETURN NULL;
END $$;

CREATE FUNCTION people_daily_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE people_daily_counts SET count = count - 1 WHERE day = (OLD.created_at AT TIME ZONE 'UTC')::date;
  INSERT INTO people_daily_counts AS c (day, count) VALUES ((NEW.created_at AT TIME ZONE 'UTC')::date, 1)
    ON CONFLICT (day) DO UPDATE SET count = c.count + 1;
  RETURN NULL;
END $$;

CREATE TRIGGER people_daily_added AFTER INSERT ON people REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION people_daily_added();
CREATE TRIGGER people_daily_removed AFTER DELETE ON people REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION people_daily_removed();
CREATE TRIGGER people_daily_moved AFTER UPDATE OF created_at ON people
  FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at) EXECUTE FUNCTION people_daily_moved();
