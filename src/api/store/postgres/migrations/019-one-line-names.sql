-- One rule for every name a person types (docs/api.md, "Names"): a name stored before it with a
-- control character (a line break, a bell), a line or paragraph separator, or a mark that embeds,
-- overrides or isolates a direction (U+202E) is made one line, as shared/input-rules.ts's
-- oneLineName makes it: what cuts a line becomes a space, what turns one goes, spaces are one.
CREATE OR REPLACE FUNCTION pg_temp.one_line_name(name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN name ~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]'
    THEN btrim(regexp_replace(regexp_replace(regexp_replace(name,
      '[\u0001-\u001f\u007f-\u009f\u2028\u2029]', ' ', 'g'),
      '[\u202a-\u202e\u2066-\u2069]', '', 'g'),
      '\s+', ' ', 'g'))
    ELSE name END
$$;
UPDATE users
SET first_name = pg_temp.one_line_name(first_name), last_name = pg_temp.one_line_name(last_name)
WHERE first_name <> pg_temp.one_line_name(first_name)
   OR last_name <> pg_temp.one_line_name(last_name);
