-- Values every API instance on this database must agree on, such as the generated session
-- signing secret when JWT_SECRET is not set. Written once (INSERT ... ON CONFLICT DO NOTHING).
CREATE TABLE settings (
  key text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
