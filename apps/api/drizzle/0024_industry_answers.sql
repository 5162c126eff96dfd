-- What a business answers to each objection of an industry (content packs say it), by tag.

ALTER TABLE "industries" ADD COLUMN "answers" jsonb DEFAULT '{}'::jsonb NOT NULL;