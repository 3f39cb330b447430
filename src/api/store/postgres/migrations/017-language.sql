-- Gambit in your language (docs/product.md): the account keeps the learner's choice, so it
-- follows them to another device. Accounts stored before have none: the device's choice holds.
ALTER TABLE users ADD COLUMN language text CHECK (language IN ('en', 'es', 'hi'));
