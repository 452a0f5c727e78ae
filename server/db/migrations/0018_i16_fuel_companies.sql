-- Hand-written (issue 16, fuel): the fuel companies are a fixed list (administration.md §2.7 'Fuel company: list only'),
-- so every database has them, not only the demo one (docs/spec-decisions.md row 420).
INSERT INTO "fuel_companies" ("name") VALUES ('Orlen'), ('BP'), ('Shell'), ('Circle K'), ('Lotos')
ON CONFLICT DO NOTHING;
