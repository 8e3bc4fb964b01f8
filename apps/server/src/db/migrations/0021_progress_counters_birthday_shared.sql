CREATE TABLE "ledger_entity_states" (
	"entity_type" varchar(40) NOT NULL,
	"entity_id" integer NOT NULL,
	"state" varchar(16) NOT NULL,
	CONSTRAINT "ledger_entity_states_entity_type_entity_id_pk" PRIMARY KEY("entity_type","entity_id")
);
--> statement-breakpoint
CREATE TABLE "user_action_counts" (
	"user_id" integer NOT NULL,
	"action" varchar(60) NOT NULL,
	"entity_type" varchar(40) DEFAULT '' NOT NULL,
	"status" varchar(12) NOT NULL,
	"state" varchar(16) DEFAULT '' NOT NULL,
	"positive" boolean NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_action_counts_user_id_action_entity_type_status_state_positive_pk" PRIMARY KEY("user_id","action","entity_type","status","state","positive")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birthday_shared" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_action_counts" ADD CONSTRAINT "user_action_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "ledger_side"(action text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN action LIKE 'ADD\_%' THEN 'ADDED'
    WHEN action LIKE 'VERIFY\_%' OR action LIKE 'MODERATE\_%' THEN 'VERIFIED'
    ELSE 'OTHER'
  END
$$;--> statement-breakpoint
CREATE FUNCTION "ledger_entity_state"(etype text, eid integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT entity_status FROM rating_events
    WHERE entity_type = etype AND entity_id = eid AND action LIKE 'ADD\_%' ORDER BY id LIMIT 1), 'accepted')
$$;--> statement-breakpoint
CREATE VIEW "ledger_action_tallies" AS
  SELECT e.user_id, e.action, coalesce(e.entity_type, '') AS entity_type, e.status,
    CASE ledger_side(e.action)
      WHEN 'ADDED' THEN coalesce(e.entity_status, 'under_review')
      WHEN 'VERIFIED' THEN CASE WHEN e.entity_type IS NULL OR e.entity_id IS NULL THEN '' ELSE ledger_entity_state(e.entity_type, e.entity_id) END
      ELSE '' END AS state,
    e.points > 0 AS positive, count(*)::int AS n
  FROM rating_events e GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
CREATE VIEW "ledger_first_adds" AS
  SELECT DISTINCT ON (entity_type, entity_id) entity_type, entity_id, entity_status FROM rating_events
  WHERE action LIKE 'ADD\_%' AND entity_type IS NOT NULL AND entity_id IS NOT NULL ORDER BY entity_type, entity_id, id;--> statement-breakpoint
CREATE FUNCTION "ledger_count_bump"(uid integer, act text, etype text, st text, sta text, pos boolean, d integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF d > 0 THEN
    INSERT INTO user_action_counts (user_id, action, entity_type, status, state, positive, n)
      VALUES (uid, act, coalesce(etype, ''), st, sta, pos, d)
      ON CONFLICT (user_id, action, entity_type, status, state, positive) DO UPDATE SET n = user_action_counts.n + EXCLUDED.n;
  ELSIF d < 0 THEN
    -- An update only: a member being deleted has no counts left to lower.
    UPDATE user_action_counts SET n = n + d
      WHERE user_id = uid AND action = act AND entity_type = coalesce(etype, '') AND status = st AND state = sta AND positive = pos;
  END IF;
END
$$;--> statement-breakpoint
CREATE FUNCTION "ledger_entity_kept_state"(etype text, eid integer) RETURNS text LANGUAGE plpgsql AS $$
DECLARE kept text;
BEGIN
  -- FOR SHARE: waits for a concurrent resync of this material, then reads its new state.
  SELECT state INTO kept FROM ledger_entity_states WHERE entity_type = etype AND entity_id = eid FOR SHARE;
  IF NOT FOUND THEN
    kept := ledger_entity_state(etype, eid);
    INSERT INTO ledger_entity_states (entity_type, entity_id, state) VALUES (etype, eid, kept)
      ON CONFLICT (entity_type, entity_id) DO NOTHING;
  END IF;
  RETURN kept;
END
$$;--> statement-breakpoint
CREATE FUNCTION "ledger_entity_resync"(etype text, eid integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE was text; now_state text; r record;
BEGIN
  SELECT state INTO was FROM ledger_entity_states WHERE entity_type = etype AND entity_id = eid FOR UPDATE;
  IF NOT FOUND THEN RETURN; END IF; -- no verification of this material was counted yet
  now_state := ledger_entity_state(etype, eid);
  IF now_state = was THEN RETURN; END IF;
  UPDATE ledger_entity_states SET state = now_state WHERE entity_type = etype AND entity_id = eid;
  FOR r IN SELECT user_id, action, status, points > 0 AS positive, count(*)::int AS n FROM rating_events
      WHERE entity_type = etype AND entity_id = eid AND ledger_side(action) = 'VERIFIED' GROUP BY 1, 2, 3, 4 LOOP
    PERFORM ledger_count_bump(r.user_id, r.action, etype, r.status, was, r.positive, -r.n);
    PERFORM ledger_count_bump(r.user_id, r.action, etype, r.status, now_state, r.positive, r.n);
  END LOOP;
END
$$;--> statement-breakpoint
CREATE FUNCTION "ledger_row_state"(action text, etype text, eid integer, entity_status text) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
  CASE ledger_side(action)
    WHEN 'ADDED' THEN RETURN coalesce(entity_status, 'under_review');
    WHEN 'VERIFIED' THEN
      IF etype IS NULL OR eid IS NULL THEN RETURN ''; END IF;
      RETURN ledger_entity_kept_state(etype, eid);
    ELSE RETURN '';
  END CASE;
END
$$;--> statement-breakpoint
CREATE FUNCTION "rating_events_action_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM ledger_count_bump(OLD.user_id, OLD.action, OLD.entity_type, OLD.status,
      ledger_row_state(OLD.action, OLD.entity_type, OLD.entity_id, OLD.entity_status), OLD.points > 0, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM ledger_count_bump(NEW.user_id, NEW.action, NEW.entity_type, NEW.status,
      ledger_row_state(NEW.action, NEW.entity_type, NEW.entity_id, NEW.entity_status), NEW.points > 0, 1);
  END IF;
  -- An ADD row changed: the state of its material, as its verifiers' counts have it, may have too.
  IF TG_OP IN ('UPDATE', 'DELETE') AND ledger_side(OLD.action) = 'ADDED' AND OLD.entity_type IS NOT NULL AND OLD.entity_id IS NOT NULL THEN
    PERFORM ledger_entity_resync(OLD.entity_type, OLD.entity_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND ledger_side(NEW.action) = 'ADDED' AND NEW.entity_type IS NOT NULL AND NEW.entity_id IS NOT NULL THEN
    PERFORM ledger_entity_resync(NEW.entity_type, NEW.entity_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The backfill: what modules/progress/sql/counts.ts rebuild() does for every member (a join with
-- each material's first ADD row, ledger_first_adds, rather than one look-up per row).
INSERT INTO "ledger_entity_states" (entity_type, entity_id, state)
  SELECT x.entity_type, x.entity_id, coalesce(f.entity_status, 'accepted')
  FROM (SELECT DISTINCT entity_type, entity_id FROM rating_events
    WHERE ledger_side(action) = 'VERIFIED' AND entity_type IS NOT NULL AND entity_id IS NOT NULL) x
  LEFT JOIN ledger_first_adds f ON f.entity_type = x.entity_type AND f.entity_id = x.entity_id;--> statement-breakpoint
INSERT INTO "user_action_counts" (user_id, action, entity_type, status, state, positive, n)
  SELECT e.user_id, e.action, coalesce(e.entity_type, ''), e.status,
    CASE ledger_side(e.action)
      WHEN 'ADDED' THEN coalesce(e.entity_status, 'under_review')
      WHEN 'VERIFIED' THEN CASE WHEN e.entity_type IS NULL OR e.entity_id IS NULL THEN '' ELSE coalesce(f.entity_status, 'accepted') END
      ELSE '' END,
    e.points > 0, count(*)::int
  FROM rating_events e LEFT JOIN ledger_first_adds f ON f.entity_type = e.entity_type AND f.entity_id = e.entity_id
  GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
CREATE TRIGGER "rating_events_action_counts" AFTER INSERT OR DELETE OR UPDATE OF user_id, action, entity_type, entity_id, status, entity_status, points ON "rating_events"
  FOR EACH ROW EXECUTE FUNCTION rating_events_action_counts();
