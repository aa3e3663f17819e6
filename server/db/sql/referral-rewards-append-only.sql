-- Referral reward claims are append-only: the database itself refuses to change or remove a row.
CREATE OR REPLACE FUNCTION referral_rewards_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'referral_rewards is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER referral_rewards_no_update_or_delete
  BEFORE UPDATE OR DELETE ON referral_rewards
  FOR EACH ROW EXECUTE FUNCTION referral_rewards_append_only();
