-- One-use download links of people exports (issue 12). The browser downloads the file as a plain
-- navigation, without the Bearer header; the link stands in for the session for 60 seconds and
-- once. Kept here, not in memory, so that any API instance can answer it. Only a SHA-256 of the
-- token is stored: a copy of the table does not hand out live links.
CREATE TABLE export_links (
  token_hash bytea PRIMARY KEY,
  role text NOT NULL CHECK (role IN ('admin', 'user')),
  account_id uuid NOT NULL,
  format text NOT NULL CHECK (format IN ('csv', 'xlsx')),
  q text,
  created_by uuid,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

-- Housekeeping deletes expired links.
CREATE INDEX export_links_expires_at_idx ON export_links (expires_at);
