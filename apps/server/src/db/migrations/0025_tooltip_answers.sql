CREATE TABLE "tooltip_answers" (
	"lang_code" varchar(3) NOT NULL,
	"prefix" varchar(255) COLLATE "C" NOT NULL,
	"translation_lang" varchar(3) NOT NULL,
	"answer" text NOT NULL,
	CONSTRAINT "tooltip_answers_lang_code_prefix_translation_lang_pk" PRIMARY KEY("lang_code","prefix","translation_lang")
);
--> statement-breakpoint
-- The read model's tables in the order a rebuild locks them (sql/read-model.ts lockReadModel).
CREATE OR REPLACE FUNCTION read_model_lock() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE search_documents, union_cards, tooltip_answers IN ROW EXCLUSIVE MODE;
END $$;
--> statement-breakpoint
-- The documents of one search key (every target language), and the autocomplete answers of
-- every prefix of it: the key's words may be among their suggestions.
CREATE OR REPLACE FUNCTION read_model_stale_key(lang text, skey text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM read_model_lock();
  DELETE FROM search_documents d WHERE d.lang_code = lang AND d.search_key = skey;
  DELETE FROM tooltip_answers t
    WHERE t.lang_code = lang AND t.prefix IN (SELECT left(skey, n) COLLATE "C" FROM generate_series(1, length(skey)) n);
  INSERT INTO read_model_queue (lang_code, search_key) VALUES (lang, skey);
END $$;
--> statement-breakpoint
-- The documents of the keys of these words and of their inflected forms (a hit lists its lemmas),
-- and the autocomplete answers of every prefix of those keys.
CREATE OR REPLACE FUNCTION read_model_stale_words(word_ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(word_ids), 0) = 0 THEN RETURN; END IF;
  PERFORM read_model_lock();
  WITH a AS (
    SELECT unnest(word_ids) AS id
    UNION SELECT f.word_id FROM word_forms f WHERE f.canonical_word_id = ANY(word_ids)
  ), k AS (
    SELECT DISTINCT w.lang_code, w.search_key FROM words w JOIN a ON w.id = a.id
  ), gone AS (
    DELETE FROM search_documents d USING k WHERE d.lang_code = k.lang_code AND d.search_key = k.search_key
  ), tips_gone AS (
    DELETE FROM tooltip_answers t USING k CROSS JOIN LATERAL generate_series(1, length(k.search_key)) n
    WHERE t.lang_code = k.lang_code AND t.prefix = left(k.search_key, n) COLLATE "C"
  )
  INSERT INTO read_model_queue (lang_code, search_key) SELECT lang_code, search_key FROM k;
END $$;
--> statement-breakpoint
-- As in 0017, and a new name stales the words it translates too: autocomplete shows it as their
-- best translation.
CREATE OR REPLACE FUNCTION read_model_on_word() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF read_model_bulk() THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    -- a new hit of its key
    PERFORM read_model_stale_key(NEW.lang_code, NEW.search_key);
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    -- its unions and lemma links go by cascade, and their triggers stale the rest
    PERFORM read_model_stale_key(OLD.lang_code, OLD.search_key);
    RETURN NULL;
  END IF;
  IF NEW IS NOT DISTINCT FROM OLD THEN RETURN NULL; END IF;
  IF NEW.lang_code <> OLD.lang_code OR NEW.search_key <> OLD.search_key THEN
    PERFORM read_model_stale_key(OLD.lang_code, OLD.search_key);
  END IF;
  -- its key, its forms' keys (lemma names), its cards and its forms' cards (the canonical word)
  PERFORM read_model_stale_words(ARRAY[NEW.id]);
  PERFORM read_model_stale_cards('{}', ARRAY[NEW.id] || ARRAY(SELECT f.word_id FROM word_forms f WHERE f.canonical_word_id = NEW.id));
  IF NEW.popularity <> OLD.popularity OR NEW.name <> OLD.name THEN
    -- it orders the translations of every word it translates, and names their best translation
    PERFORM read_model_stale_words(ARRAY(
      SELECT t.translation_word_id FROM translation_unions t WHERE t.primary_word_id = NEW.id
      UNION SELECT t.primary_word_id FROM translation_unions t WHERE t.translation_word_id = NEW.id));
  END IF;
  RETURN NULL;
END $$;
