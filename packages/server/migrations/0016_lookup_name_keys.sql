-- Issue 45, item 4: religion and caste names are unique as people read them, not as bytes.
-- Until now `lower(name)` was unique, so "Hin<U+200D>du", "ＨＩＮＤＵ" (full width) or "Hindu"
-- with a soft hyphen made a second religion that looks like "Hindu". Now the key is:
--   1. invisible characters removed: controls, format characters (zero-width space and joiners,
--      word joiner, BOM, soft hyphen, direction marks, bidi embeddings and isolates, tags, ...),
--      variation selectors and the blank-looking letters (what Unicode's NFKC_Casefold drops as
--      default ignorable). Joiners go too: क्‍ष and क्ष are one conjunct drawn two ways;
--   2. Unicode NFKC (full width, ligatures and compatibility forms to their plain letters);
--   3. case folded as lower(upper(...)), so σ, ς and Σ compare alike (the database's case
--      mapping, one character at a time: full Unicode under a UTF-8 ctype, as PGlite and a
--      C.UTF-8 or xx_XX.UTF-8 PostgreSQL have; ASCII letters only under a plain C ctype).
-- The server also refuses such characters in new names (src/lib/text-guard.ts); the key is what
-- the database enforces whatever reached it, and it covers names saved before.
CREATE FUNCTION lookup_name_key(p text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(upper(normalize(regexp_replace(p,
    '[\u0001-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u2800\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0000-\U000E0FFF]',
    '', 'g'), NFKC)))
$$;

-- The key is a column kept by a trigger (not an expression index) so that names saved before,
-- which may already clash under the new key, migrate without losing either row: the oldest of
-- each clashing group keeps the plain key, the others get their id appended, which keeps them
-- unique until someone renames them (then the plain key applies, and a clash is a 409).
ALTER TABLE religions ADD COLUMN name_key text;
ALTER TABLE castes ADD COLUMN name_key text;
UPDATE religions r SET name_key = CASE WHEN EXISTS (
    SELECT 1 FROM religions o WHERE lookup_name_key(o.name) = lookup_name_key(r.name)
      AND (o.created_at, o.id) < (r.created_at, r.id))
  THEN lookup_name_key(r.name) || ' #' || r.id ELSE lookup_name_key(r.name) END;
UPDATE castes c SET name_key = CASE WHEN EXISTS (
    SELECT 1 FROM castes o WHERE o.religion_id = c.religion_id
      AND lookup_name_key(o.name) = lookup_name_key(c.name) AND (o.created_at, o.id) < (c.created_at, c.id))
  THEN lookup_name_key(c.name) || ' #' || c.id ELSE lookup_name_key(c.name) END;
ALTER TABLE religions ALTER COLUMN name_key SET NOT NULL;
ALTER TABLE castes ALTER COLUMN name_key SET NOT NULL;

-- Same index names as before: translateDbError maps them to RELIGION_NAME_TAKEN and
-- CASTE_NAME_TAKEN (409).
DROP INDEX religions_name_key;
DROP INDEX castes_religion_name_key;
CREATE UNIQUE INDEX religions_name_key ON religions (name_key);
CREATE UNIQUE INDEX castes_religion_name_key ON castes (religion_id, name_key);

-- A new name, or a renamed one, gets its key; a caste moved to another religion keeps its own.
CREATE FUNCTION lookup_name_key_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.name IS DISTINCT FROM OLD.name THEN
    NEW.name_key := lookup_name_key(NEW.name);
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER religions_name_key_set BEFORE INSERT OR UPDATE ON religions
  FOR EACH ROW EXECUTE FUNCTION lookup_name_key_set();
CREATE TRIGGER castes_name_key_set BEFORE INSERT OR UPDATE ON castes
  FOR EACH ROW EXECUTE FUNCTION lookup_name_key_set();
