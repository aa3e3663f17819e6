-- The deposit limits' change history (issue 24) is append-only: the database itself refuses to change or remove a row.
CREATE OR REPLACE FUNCTION safer_limit_changes_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'safer_limit_changes is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER safer_limit_changes_no_update_or_delete
  BEFORE UPDATE OR DELETE ON safer_limit_changes
  FOR EACH ROW EXECUTE FUNCTION safer_limit_changes_append_only();
