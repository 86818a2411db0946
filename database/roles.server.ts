// The two roles the site uses on its database (ADR 031). The owner owns the schema and runs the
// migrations, backups and restores; the running server signs in as the application's role, which may
// read and write the rows it works with and nothing more: no table of its own, no TRUNCATE, no trigger
// or replication control, and no change or removal of the audit log or a lead's timeline.
import crypto from "node:crypto";
import type pg from "pg";

/** The application's role in the embedded cluster, whose owner is the engine's bootstrap user. */
export const EMBEDDED_APP_ROLE = "sparkline_app";

/** Tables whose rows are never changed nor removed through the server's connection. */
const APPEND_ONLY_TABLES = ["audit_log", "lead_events"];

type Session = Pick<pg.ClientBase, "query" | "escapeIdentifier" | "escapeLiteral">;

/**
 * The embedded application role's password, derived from the owner's secret: nothing more to keep
 * beside it or to back up, and a new cluster (a restore) gets its role again at its first start.
 */
export function embeddedAppPassword(ownerSecret: string): string {
  return crypto.createHmac("sha256", ownerSecret).update(EMBEDDED_APP_ROLE).digest("base64url");
}

/** Makes the embedded application role, or sets its password and rights again; run by the owner at every start. */
export async function ensureEmbeddedAppRole(owner: Session, password: string): Promise<void> {
  const role = owner.escapeIdentifier(EMBEDDED_APP_ROLE);
  const exists = await owner.query("select 1 from pg_roles where rolname = $1", [EMBEDDED_APP_ROLE]);
  const verb = exists.rowCount ? "ALTER" : "CREATE";
  await owner.query(
    `${verb} ROLE ${role} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD ${owner.escapeLiteral(password)}`,
  );
  // Settings a statement through the server's connection may once have given its own role go too.
  await owner.query(`ALTER ROLE ${role} RESET ALL`);
}

/**
 * Gives `appRole` exactly the rights the server uses on the migrated schema, taking back any others it
 * was given on the site's tables and sequences, and the rights to create objects in schema public or
 * temporary tables (which could stand in for the site's tables). Run by the owner after the migrations
 * at every start, so a table a migration adds is granted as well.
 */
export async function grantAppRole(owner: Session, appRole: string): Promise<void> {
  const role = owner.escapeIdentifier(appRole);
  const appendOnly = APPEND_ONLY_TABLES.map((table) => owner.escapeIdentifier(table)).join(", ");
  // One transaction: a server already running never sees its role between the REVOKE and the GRANT.
  await owner.query(
    [
      "BEGIN",
      // Instances starting together take turns (concurrent changes to one ACL fail), on a table only the
      // owner may lock, so no statement through a server's connection can hold the turn.
      "LOCK TABLE drizzle.__drizzle_migrations IN SHARE ROW EXCLUSIVE MODE",
      `GRANT USAGE ON SCHEMA public TO ${role}`,
      `REVOKE CREATE ON SCHEMA public FROM PUBLIC, ${role}`,
      `DO $$ BEGIN EXECUTE format('REVOKE TEMPORARY ON DATABASE %I FROM PUBLIC, %I', current_database(), ${owner.escapeLiteral(appRole)}); END $$`,
      `REVOKE ALL ON ALL TABLES IN SCHEMA public FROM ${role}`,
      `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${role}`,
      `REVOKE UPDATE, DELETE ON ${appendOnly} FROM ${role}`,
      `REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM ${role}`,
      `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${role}`,
      `GRANT EXECUTE ON FUNCTION audit_log_expire(integer) TO ${role}`,
      "COMMIT",
    ].join(";\n"),
  );
}

/**
 * The one line a server signed in with a privileged role logs at start, or undefined: through such a
 * connection the trails can be rewritten, or objects made that the owner's code could be led to use.
 */
export async function privilegedRoleWarning(app: Pick<pg.ClientBase, "query">): Promise<string | undefined> {
  const { rows } = await app.query<{
    name: string;
    superuser: boolean;
    owner: boolean;
    rewrites: boolean;
    creates: boolean;
  }>(
    `select current_user as name, r.rolsuper as superuser,
       pg_has_role(current_user, c.relowner, 'usage') as owner,
       has_table_privilege('public.audit_log', 'UPDATE, DELETE, TRUNCATE')
         or has_table_privilege('public.lead_events', 'UPDATE, DELETE, TRUNCATE') as rewrites,
       has_schema_privilege('public', 'CREATE') as creates
     from pg_roles r, pg_class c where r.rolname = current_user and c.oid = 'public.audit_log'::regclass`,
  );
  const role = rows[0];
  if (!role) return undefined;
  const what = role.superuser
    ? "a superuser"
    : role.owner
      ? "the owner of the tables"
      : role.rewrites
        ? "a role that may change or empty the audit log or the lead timeline"
        : role.creates
          ? "a role that may create objects in schema public"
          : undefined;
  if (!what) return undefined;
  return (
    `DATABASE_URL signs in as ${role.name}, ${what}: ` +
    "statements through the server's connection could rewrite the audit log and the lead timeline. " +
    "Give the server a role of its own and set DATABASE_OWNER_URL to the owner (docs/running.md, Two database roles)."
  );
}
