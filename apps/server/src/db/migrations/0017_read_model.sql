CREATE TABLE "read_model_queue" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang_code" varchar(3),
	"search_key" varchar(255) COLLATE "C",
	"union_id" integer
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"lang_code" varchar(3) NOT NULL,
	"search_key" varchar(255) COLLATE "C" NOT NULL,
	"translation_lang" varchar(3) NOT NULL,
	"head" text NOT NULL,
	"union_ids" integer[] NOT NULL,
	CONSTRAINT "search_documents_lang_code_search_key_translation_lang_pk" PRIMARY KEY("lang_code","search_key","translation_lang")
);
--> statement-breakpoint
CREATE TABLE "union_cards" (
	"union_id" integer PRIMARY KEY NOT NULL,
	"card" text NOT NULL
);
--> statement-breakpoint
-- The read model's triggers: in the transaction of every edit, the search documents and union
-- cards it makes stale are deleted (readers fall back to the live queries at once) and queued
-- for the rebuild that follows the commit (modules/dictionary/read-model/). Bulk writers
-- (imports, lemma linking, the ranking statistics) set glossa.read_model = 'bulk' for their
-- transaction and rebuild the read model set-wise afterwards.
CREATE FUNCTION read_model_bulk() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('glossa.read_model', true), '') = 'bulk'
$$;
--> statement-breakpoint
-- Every trigger takes its locks on the two tables in the order a rebuild takes its own (search
-- documents, then cards): an edit that held one while a rebuild held the other deadlocked.
CREATE FUNCTION read_model_lock() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE search_documents, union_cards IN ROW EXCLUSIVE MODE;
END $$;
--> statement-breakpoint
-- The documents of one search key (every target language).
CREATE FUNCTION read_model_stale_key(lang text, skey text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM read_model_lock();
  DELETE FROM search_documents d WHERE d.lang_code = lang AND d.search_key = skey;
  INSERT INTO read_model_queue (lang_code, search_key) VALUES (lang, skey);
END $$;
--> statement-breakpoint
-- The documents of the keys of these words and of their inflected forms (a hit lists its lemmas).
CREATE FUNCTION read_model_stale_words(word_ids int[]) RETURNS void LANGUAGE plpgsql AS $$
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
  )
  INSERT INTO read_model_queue (lang_code, search_key) SELECT lang_code, search_key FROM k;
END $$;
--> statement-breakpoint
-- The cards of these unions and of every union of these words.
CREATE FUNCTION read_model_stale_cards(union_ids int[], word_ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM read_model_lock();
  WITH u AS (
    SELECT unnest(union_ids) AS id
    UNION SELECT t.id FROM translation_unions t WHERE t.primary_word_id = ANY(word_ids)
    UNION SELECT t.id FROM translation_unions t WHERE t.translation_word_id = ANY(word_ids)
  ), gone AS (
    DELETE FROM union_cards c USING u WHERE c.union_id = u.id
  )
  INSERT INTO read_model_queue (union_id) SELECT id FROM u;
END $$;
--> statement-breakpoint
CREATE FUNCTION read_model_on_union() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF read_model_bulk() THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' AND NEW IS NOT DISTINCT FROM OLD THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM read_model_stale_cards(ARRAY[OLD.id], '{}');
    PERFORM read_model_stale_words(ARRAY[OLD.primary_word_id, OLD.translation_word_id]);
  END IF;
  IF TG_OP = 'INSERT' OR NEW.primary_word_id <> OLD.primary_word_id OR NEW.translation_word_id <> OLD.translation_word_id THEN
    PERFORM read_model_stale_words(ARRAY[NEW.primary_word_id, NEW.translation_word_id]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION read_model_on_word() RETURNS trigger LANGUAGE plpgsql AS $$
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
  IF NEW.popularity <> OLD.popularity THEN
    -- it orders the translations of every word it translates
    PERFORM read_model_stale_words(ARRAY(
      SELECT t.translation_word_id FROM translation_unions t WHERE t.primary_word_id = NEW.id
      UNION SELECT t.primary_word_id FROM translation_unions t WHERE t.translation_word_id = NEW.id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- word_forms, word_sentences (documents: lemmas, sentence counts), audios, word_attributes (cards).
CREATE FUNCTION read_model_on_word_part() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids int[] := '{}';
BEGIN
  IF read_model_bulk() THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN ids := ids || OLD.word_id; END IF;
  IF TG_OP <> 'DELETE' THEN ids := ids || NEW.word_id; END IF;
  ids := array_remove(ids, NULL);
  IF TG_TABLE_NAME IN ('word_forms', 'word_sentences') THEN PERFORM read_model_stale_words(ids); END IF;
  IF TG_TABLE_NAME <> 'word_sentences' THEN PERFORM read_model_stale_cards('{}', ids); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- translation_attributes, translation_vocabularies, translation_meanings: the union's card.
CREATE FUNCTION read_model_on_union_part() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids int[] := '{}';
BEGIN
  IF read_model_bulk() THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN ids := ids || OLD.translation_union_id; END IF;
  IF TG_OP <> 'DELETE' THEN ids := ids || NEW.translation_union_id; END IF;
  PERFORM read_model_stale_cards(ids, '{}');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A meaning's text or status shows on the cards of the unions it is linked to (new ones are linked after).
CREATE FUNCTION read_model_on_meaning() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF read_model_bulk() THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN RETURN NULL; END IF;
  PERFORM read_model_stale_cards(ARRAY(SELECT tm.translation_union_id FROM translation_meanings tm WHERE tm.meaning_id = OLD.id), '{}');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER read_model_stale AFTER INSERT OR UPDATE OR DELETE ON translation_unions FOR EACH ROW EXECUTE FUNCTION read_model_on_union();
--> statement-breakpoint
CREATE TRIGGER read_model_stale AFTER INSERT OR UPDATE OR DELETE ON words FOR EACH ROW EXECUTE FUNCTION read_model_on_word();
--> statement-breakpoint
CREATE TRIGGER read_model_stale AFTER INSERT OR UPDATE OR DELETE ON word_forms FOR EACH ROW EXECUTE FUNCTION read_model_on_word_part();
--> statement-breakpoint
CREATE TRIGGER read_model_stale AFTER INSERT OR UPDATE OR DELETE ON word_sentences FOR EACH ROW EXECUTE FUNCTION read_model_on_word_part();
--> statement-breakpoint
CREATE TRIGGER read_model_stale AFTER INSERT OR UPDATE OR DELETE ON audios FOR EACH ROW EXECUTE FUNCTION read_model_on_word_part();
--> statement-breakpoint
CREATE TRIGGER read_model_stale AFTER INSERT OR UPDATE OR DELETE ON word_attributes FOR EACH ROW EXECUTE FUNCTION read_model_on_word_part();
--> statement-breakpoint
CREATE TRIGGER read_model_stale AFTER INSERT OR UPDATE OR DELETE ON translation_attributes FOR EACH ROW EXECUTE FUNCTION read_model_on_union_part();
--> statement-breakpoint
CREATE TRIGGER read_model_stale AFTER INSERT OR UPDATE OR DELETE ON translation_vocabularies FOR EACH ROW EXECUTE FUNCTION read_model_on_union_part();
--> statement-breakpoint
CREATE TRIGGER read_model_stale AFTER INSERT OR UPDATE OR DELETE ON translation_meanings FOR EACH ROW EXECUTE FUNCTION read_model_on_union_part();
--> statement-breakpoint
CREATE TRIGGER read_model_stale AFTER UPDATE OR DELETE ON meanings FOR EACH ROW EXECUTE FUNCTION read_model_on_meaning();
--> statement-breakpoint
-- One page of a guest's search from its document (modules/dictionary/sql/read-model.ts): the
-- head, the total and the cards of unions p_from..p_to. A function so that its plan is cached
-- per connection on PGlite too, which prepares nothing (planning took longer than running it).
CREATE FUNCTION read_model_page(p_lang text, p_key text, p_lang_t text, p_from int, p_to int)
RETURNS TABLE (head text, total int, cards text, n int) LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    SELECT d.head, cardinality(d.union_ids), x.cards, x.n
    FROM search_documents d
    CROSS JOIN LATERAL (
      SELECT string_agg(c.card, ',' ORDER BY o.i) AS cards, count(*)::int AS n
      FROM unnest(d.union_ids[p_from : p_to]) WITH ORDINALITY o(id, i)
      JOIN union_cards c ON c.union_id = o.id
    ) x
    WHERE d.lang_code = p_lang AND d.search_key = p_key AND d.translation_lang = p_lang_t;
END $$;
