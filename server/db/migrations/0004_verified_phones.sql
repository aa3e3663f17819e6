-- A verified phone number belongs to one player (main or extra): verified_phones has one row per number,
-- written here, by the statement that verifies, changes or removes a number, whatever code runs it
-- (routes, seed, operator commands). A second player's verification of the same number fails on the
-- table's primary key (unique violation 23505, verified_phones_pkey), also when two race.

-- The number's key, as phoneKey() in server/routes/players/validation.ts: its digits, a leading 88 before 0
-- dropped ('+880 1712-345678' and '01712345678' are both '01712345678').
CREATE OR REPLACE FUNCTION phone_key(phone text) RETURNS text AS $$
  SELECT CASE WHEN digits LIKE '880%' THEN substr(digits, 3) ELSE digits END
  FROM (SELECT regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') AS digits) AS number;
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- The main phone: players.phone, verified when session_id = 1.
CREATE OR REPLACE FUNCTION players_verified_phone() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.session_id = 1 AND phone_key(OLD.phone) <> '' THEN
    DELETE FROM verified_phones WHERE number = phone_key(OLD.phone) AND player_id = OLD.id AND kind = 'main';
  END IF;
  IF NEW.session_id = 1 AND phone_key(NEW.phone) <> '' THEN
    INSERT INTO verified_phones (number, player_id, kind) VALUES (phone_key(NEW.phone), NEW.id, 'main');
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER players_verified_phone
  AFTER INSERT OR UPDATE OF phone, session_id ON players
  FOR EACH ROW EXECUTE FUNCTION players_verified_phone();
--> statement-breakpoint
-- Extra phones: player_phones.contract_value, verified when isverify = 1.
CREATE OR REPLACE FUNCTION player_phones_verified_phone() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.isverify = 1 AND phone_key(OLD.contract_value) <> '' THEN
    DELETE FROM verified_phones WHERE number = phone_key(OLD.contract_value) AND player_id = OLD.player_id AND kind = 'extra';
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.isverify = 1 AND phone_key(NEW.contract_value) <> '' THEN
    INSERT INTO verified_phones (number, player_id, kind) VALUES (phone_key(NEW.contract_value), NEW.player_id, 'extra');
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER player_phones_verified_phone
  AFTER INSERT OR UPDATE OR DELETE ON player_phones
  FOR EACH ROW EXECUTE FUNCTION player_phones_verified_phone();
