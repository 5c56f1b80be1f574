-- Duplicates resolved, not just flagged (issue 41): the quality upkeep keeps each likely duplicate
-- household as a pair the office dismisses or merges (src/db/queries/duplicate-pairs.ts; the
-- matching rule and the score are documented there and in docs/data-quality.md).
--
-- possible_duplicate now means "has an open pair". Existing flags stay until `npm run
-- quality:recompute` finds the pairs (as migration 0013's flags did).

-- A name's skeleton: its spelling key (person_name_key, migration 0009) word by word, each word's
-- first letter and its consonants (vowels dropped after the first letter, a repeated letter
-- once), the words sorted. 'Seeta Sharma', 'Sita Sarma' and 'Sharma Sita' all give 'srm st': so a
-- vowel misspelt, a letter doubled or the words swapped give one skeleton.
CREATE FUNCTION person_name_skeleton(name_key text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT string_agg(w, ' ' ORDER BY w) FROM (
    SELECT regexp_replace(left(t, 1) || regexp_replace(substr(t, 2), '[aeiouy]', '', 'g'), '(.)\1+', '\1', 'g') AS w
    FROM regexp_split_to_table(name_key, '[[:space:][:punct:]]+') AS t WHERE t <> '') s
$$;

-- The blocking keys of a person: two people are compared only when they share one. Hashed
-- (64 bits) so the table stays narrow; a collision only costs one comparison more. An array with
-- a null for a missing WhatsApp number and possibly a key twice (the callers skip both): as one
-- expression it costs a third of a set-returning function with DISTINCT (44 against 117 s at
-- 1,000,000 people on PostgreSQL).
--   the ward and the father's name skeleton (the same family, a misspelt name),
--   the ward and the name skeleton (namesakes, a misspelt father's name),
--   the area and the name skeleton (one household entered under two ward numbers),
--   each phone number the person has (phone, WhatsApp), district-wide.
CREATE FUNCTION person_duplicate_keys(ward_no text, area_name text, name_key text, father_name_key text,
    phone text, whatsapp_number text)
  RETURNS bigint[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ARRAY[
    hashtextextended('wf|' || lower(ward_no) || '|' || person_name_skeleton(father_name_key), 0),
    hashtextextended('wn|' || lower(ward_no) || '|' || person_name_skeleton(name_key), 0),
    hashtextextended('an|' || lower(btrim(area_name)) || '|' || person_name_skeleton(name_key), 0),
    hashtextextended('p|' || phone, 0),
    hashtextextended('p|' || nullif(btrim(whatsapp_number), ''), 0)]
$$;

-- Each person's keys, kept by the flags' upkeep after a save (off the request's path) and rebuilt
-- by the recompute. A person's keys go with it.
CREATE TABLE duplicate_keys (
  person_id uuid NOT NULL REFERENCES people (id) ON DELETE CASCADE,
  key bigint NOT NULL,
  PRIMARY KEY (person_id, key)
);
CREATE INDEX duplicate_keys_key_idx ON duplicate_keys (key, person_id);

-- A pair is unordered: a < b, unique for its two people. a_version and b_version are the people's
-- updated_at when the pair was found: a merge that names no version is refused (409) when either
-- changed since. A decided pair stays (a dismissed one is never opened again for its people; a
-- merged one names the removed record, which is gone). No foreign keys to people: a merged or
-- deleted person's decided pairs stay as history; its open pairs are deleted with it.
CREATE TABLE duplicate_pairs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  a uuid NOT NULL,
  b uuid NOT NULL,
  score numeric(3, 2) NOT NULL CHECK (score >= 0 AND score <= 1),
  reasons text[] NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'dismissed', 'merged')),
  a_version timestamptz NOT NULL,
  b_version timestamptz NOT NULL,
  found_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  decided_by uuid REFERENCES admins (id) ON DELETE SET NULL,
  decided_by_name text,
  decided_at timestamptz,
  comment text,
  CHECK (a < b),
  UNIQUE (a, b)
);
CREATE INDEX duplicate_pairs_b_idx ON duplicate_pairs (b);
-- The queue's first page: the open pairs by score, read in order from this index.
CREATE INDEX duplicate_pairs_open_idx ON duplicate_pairs (score DESC, id) WHERE status = 'open';

-- A merged record's id answers 410 with the record it was merged into (GET /api/admin/people/:id).
CREATE TABLE merged_people (
  id uuid PRIMARY KEY,
  merged_into uuid NOT NULL,
  pair_id uuid NOT NULL,
  merged_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX merged_people_into_idx ON merged_people (merged_into);
