-- The fixed industry list of spec §9 (FIXED_INDUSTRIES in @replica/api-client). sin_clasificar is
-- the inbox for unclassified sources, not a client industry, so it keeps the default status.
INSERT INTO "industries" ("name", "status") VALUES
  ('sin_clasificar', 'NUEVO'),
  ('Abogados (Immigration)', 'ACTIVO'),
  ('Credit Restoration', 'ACTIVO'),
  ('Clinical Research', 'ACTIVO'),
  ('Clínica Estética', 'ACTIVO'),
  ('Accounting / Tax', 'ACTIVO'),
  ('Public Adjusters', 'ACTIVO'),
  ('Marca Personal', 'ACTIVO')
ON CONFLICT ("name") DO NOTHING;
