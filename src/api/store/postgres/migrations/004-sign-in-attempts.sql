-- Failed logins and signups, by bucket ("login:<email>", "login-from:<address>",
-- "signup-from:<address>"), for the Node server's rate limits (docs/api.md, "Rate limits"). They
-- live in the database so that every instance counts the same attempts; rows older than the
-- longest window are deleted as new ones come.
CREATE TABLE sign_in_attempts (
  bucket text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_attempts_by_bucket ON sign_in_attempts (bucket, at);
CREATE INDEX sign_in_attempts_by_time ON sign_in_attempts (at);
