-- A workspace a sign-up made used to take its owner's e-mail as its name, and everyone invited
-- saw that address as the team's. One still named after an account's e-mail takes the name a
-- sign-up now gets, 'Mi espacio' (DEFAULT_WORKSPACE_NAMES); a name someone chose is kept.
UPDATE "workspaces" SET "name" = 'Mi espacio'
WHERE EXISTS (SELECT 1 FROM "users" WHERE "users"."email" = "workspaces"."name");
