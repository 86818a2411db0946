// The team: invitations and password resets by links whose tokens the database keeps only as
// hashes, spent once and only by a POST (opening one spends nothing), refused when expired, used
// or forged; a reset ends every session; deactivation signs a person out everywhere and blocks
// sign-in and resets; the last active owner keeps the role, even when two owners try at once.
import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { accountTokens, leadEvents, leads, outboxMessages, session, user, userRoles } from "../../database/schema";
import { rename } from "~/features/account/account.server";
import { staffMember } from "~/features/auth/session.server";
import { LastOwnerError, createOrPromoteAdmin, setStaffRole } from "~/features/team/accounts.server";
import { acceptInvitation, openLink, requestPasswordReset, resetPassword } from "~/features/team/account-links.server";
import { assignLead } from "~/features/lead-workspace/lead-changes.server";
import { LEAD_PAGE_MESSAGES } from "~/features/lead-workspace/lead-page-schema";
import { LINK_MESSAGES, TEAM_MESSAGES, inviteSchema, roleSchema } from "~/features/team/schema";
import { changeRole, deactivate, invite, listTeam, reactivate } from "~/features/team/team.server";
import { type Auth, createAuth } from "~/infrastructure/auth.server";
import { createSignedLinks } from "~/infrastructure/signed-links.server";
import { scheduledWork } from "../../server/scheduled-work";
import { testDatabases } from "./databases";
import { databaseWithMailServer } from "./mail-rig";
import { accountLinks, quietSettings } from "./scheduled-settings";
import { testClock } from "./test-clock";

const OWNER = { email: "owner@team.example", password: "owner-password-long" };
const signedLinks = createSignedLinks({ secret: "c".repeat(40), siteUrl: "https://sparkline.example" });
const HOUR = 60 * 60 * 1000;

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
/** The Team screen's invite form, as the admin gate checks and hands it to the action. */
const inviteForm = (fields: Record<string, string>) => ({ data: inviteSchema.parse(fields), values: fields });
/** A role change, as the admin gate checks it. */
const roleForm = (fields: Record<string, string>) => roleSchema.parse(fields);
const tokenIn = (text: string, path: string) => new RegExp(`${path}/([A-Za-z0-9_-]+)`).exec(text)?.[1];

describe.each(testDatabases)("the team on $name", ({ open }) => {
  const rig = databaseWithMailServer(open);
  let auth: Auth;
  let ownerId = "";
  const db = () => rig.database.db;
  const now = () => new Date();

  beforeEach(async () => {
    await db().execute(sql`delete from account_tokens`);
    await db()
      .delete(user)
      .where(sql`${user.email} <> ${OWNER.email}`);
    auth ??= createAuth({ db: db(), secret: "s".repeat(40), siteUrl: "https://sparkline.example" });
    await createOrPromoteAdmin(auth, db(), OWNER);
    ownerId = (await db().select().from(user).where(eq(user.email, OWNER.email)))[0]!.id;
  });

  /** Sends what the outbox holds, through the real SMTP server; answers the messages received. */
  async function deliver(at = now()) {
    await scheduledWork({ db: db(), mailer: rig.smtp.mailer, signedLinks, accountLinks }, quietSettings(), {
      clock: testClock(at),
    }).tick();
    return rig.smtp.accepted;
  }
  const signIn = async (email: string, password: string) =>
    auth.api.signInEmail({ body: { email, password }, returnHeaders: true }).then(
      ({ headers }) => headers.getSetCookie()[0]!.split(";")[0]!,
      () => null,
    );
  const sessionOf = (cookie: string) => auth.api.getSession({ headers: new Headers({ cookie }) });
  async function invited(email: string, role = "sales", extra: Record<string, string> = {}) {
    const outcome = await invite(db(), accountLinks, inviteForm({ email, role, ...extra }), ownerId, now());
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    return { id: outcome.id!, token: tokenIn(outcome.reveal!, "/admin/join")! };
  }
  const join = (
    token: string,
    fields = { name: "Ravi Kumar", password: "ravi-password-12", confirm: "ravi-password-12" },
  ) => acceptInvitation(auth, db(), accountLinks, { token, form: form(fields), address: "203.0.113.5" }, now());

  it("e-mails an invitation whose token the database keeps only as a hash; opening it spends nothing, joining spends it once", async () => {
    const { id, token } = await invited("Ravi@Shop.example", "sales", { leadScope: "assigned", mayBill: "on" });
    // The outbox row holds the link's id, never the token or a body.
    const [queued] = await db().select().from(outboxMessages);
    expect(queued).toMatchObject({ kind: "account-link", recipient: "ravi@shop.example", payload: { tokenId: id } });
    const dump = JSON.stringify(await db().execute(sql`select * from account_tokens`));
    expect(dump).not.toContain(token);

    const [mail] = await deliver();
    expect(mail!.recipients).toEqual(["ravi@shop.example"]);
    expect(mail!.subject).toBe("You are invited to the Sparkline admin");
    expect(mail!.text).toContain("as Sales");
    expect(mail!.text).toContain(`https://sparkline.example/admin/join/${token}`);
    expect(mail!.text).toContain("72 hours");

    // Opening the link (a mail scanner, the invitee) reads it without spending it.
    expect(await openLink(db(), accountLinks, "invitation", token, now())).toBeDefined();
    expect(await openLink(db(), accountLinks, "invitation", token, now())).toBeDefined();
    // A password too short, or typed differently twice, is refused and the link still works.
    const short = await join(token, { name: "Ravi", password: "short", confirm: "short" });
    expect(short).toMatchObject({ ok: false, fieldErrors: { password: "Use at least 12 characters" } });
    const differ = await join(token, { name: "Ravi", password: "ravi-password-12", confirm: "ravi-password-13" });
    expect(differ).toMatchObject({ ok: false, fieldErrors: { confirm: "The passwords do not match" } });

    const joined = await join(token);
    expect(joined.ok).toBe(true);
    const [member] = await db().select().from(user).where(eq(user.email, "ravi@shop.example"));
    expect(await staffMember(db(), member!)).toMatchObject({
      role: "sales",
      leadScope: "assigned",
      mayDeleteAndExportLeads: false,
      mayBill: true,
      name: "Ravi Kumar",
    });
    // Billing is a Sales setting: a role change away from Sales and back starts without it.
    expect(await changeRole(db(), member!.id, roleForm({ role: "admin", mayBill: "on" }))).toMatchObject({ ok: true });
    expect(await staffMember(db(), member!)).toMatchObject({ role: "admin", mayBill: false });
    expect(await changeRole(db(), member!.id, roleForm({ role: "sales", leadScope: "assigned" }))).toMatchObject({
      ok: true,
    });
    expect(await staffMember(db(), member!)).toMatchObject({ role: "sales", mayBill: false });
    expect(await signIn("ravi@shop.example", "ravi-password-12")).toBeTruthy();

    // Used once: the same link again, and any link nobody made, are refused the same way.
    expect(await join(token)).toEqual({ ok: false, reason: "not-found", message: LINK_MESSAGES.expired });
    expect(await openLink(db(), accountLinks, "invitation", token, now())).toBeUndefined();
    expect(await join(`${token.slice(0, -2)}xx`)).toMatchObject({ ok: false, message: LINK_MESSAGES.expired });
    // A link signed with another secret (someone who knows a row's id) opens nothing.
    const forger = (await import("~/infrastructure/account-links.server")).createAccountLinks({
      secret: "f".repeat(40),
      siteUrl: "https://sparkline.example",
    });
    expect(await join(forger.tokenOf(id))).toMatchObject({ ok: false, message: LINK_MESSAGES.expired });
  });

  it("names nobody after their address: an owner made without a name is their whole address until they give one", async () => {
    await createOrPromoteAdmin(auth, db(), { email: "asha@shop.example", password: "asha-password-12", role: "admin" });
    const named = async (email: string) => (await db().select().from(user).where(eq(user.email, email)))[0]!.name;
    expect(await named("asha@shop.example")).toBe("");
    await db().update(user).set({ name: "" }).where(eq(user.id, ownerId));

    await invited("ravi@shop.example");
    expect((await listTeam(db(), now())).invitations[0]!.invitedBy).toBe(OWNER.email);
    const [nameless] = await deliver();
    expect(nameless!.text).toContain(`${OWNER.email} has invited you to the Sparkline admin as Sales.`);

    // "Your account" (or admin:create --name, ADMIN_NAME) gives the name, which every e-mail then uses.
    await rename(db(), ownerId, "Meera Iyer");
    await invited("kavya@shop.example");
    expect((await deliver()).at(-1)!.text).toContain("Meera Iyer has invited you to the Sparkline admin as Sales.");
    await createOrPromoteAdmin(auth, db(), { ...OWNER, name: "  Meera R. Iyer " });
    expect(await named(OWNER.email)).toBe("Meera R. Iyer");
    await db().update(user).set({ name: "" }).where(eq(user.id, ownerId));
  });

  it("refuses an invitation past 72 hours, one withdrawn, and the older of two to the same address; sends none of them", async () => {
    const first = await invited("meena@shop.example");
    const second = await invited("meena@shop.example", "editor");
    expect(await join(first.token)).toMatchObject({ ok: false, message: LINK_MESSAGES.expired });
    const mails = await deliver();
    // Only the newer one is written: the older stopped working before its turn.
    expect(mails.map((mail) => mail.text.includes(second.token))).toEqual([true]);

    const late = await invited("late@shop.example");
    expect(
      await acceptInvitation(
        auth,
        db(),
        accountLinks,
        {
          token: late.token,
          form: form({ name: "Late", password: "late-password-12", confirm: "late-password-12" }),
          address: null,
        },
        new Date(Date.now() + 72 * HOUR + 1000),
      ),
    ).toMatchObject({ ok: false, message: LINK_MESSAGES.expired });

    const team = await listTeam(db(), now());
    expect(team.invitations.map((invitation) => invitation.email).sort()).toEqual([
      "late@shop.example",
      "meena@shop.example",
    ]);
    // Someone already on the team is not invited again.
    const again = await invite(db(), accountLinks, inviteForm({ email: OWNER.email, role: "admin" }), ownerId, now());
    expect(again).toMatchObject({ ok: false, fieldErrors: { email: TEAM_MESSAGES.alreadyOnTeam } });
  });

  it("resets a password by a 30-minute link, for an address on the team only, and signs the account out everywhere", async () => {
    const { token } = await invited("asha@shop.example", "admin");
    await join(token, { name: "Asha", password: "asha-password-12", confirm: "asha-password-12" });
    rig.smtp.reset();
    await db().delete(outboxMessages);
    const phone = (await signIn("asha@shop.example", "asha-password-12"))!;
    const laptop = (await signIn("asha@shop.example", "asha-password-12"))!;
    expect(await sessionOf(phone)).toBeTruthy();

    // An address nobody on the team has: nothing is stored or sent.
    await requestPasswordReset(db(), accountLinks, { email: "nobody@shop.example", address: null }, now());
    expect(await db().select().from(accountTokens).where(eq(accountTokens.purpose, "password-reset"))).toEqual([]);

    await requestPasswordReset(db(), accountLinks, { email: "ASHA@shop.example", address: "203.0.113.7" }, now());
    const [mail] = await deliver();
    expect(mail!.subject).toBe("Set a new password for the Sparkline admin");
    expect(mail!.text).toContain("30 minutes");
    const resetToken = tokenIn(mail!.text, "/admin/reset-password")!;
    const reset = (password: string, at = now(), confirm = password) =>
      resetPassword(
        auth,
        db(),
        accountLinks,
        { token: resetToken, form: form({ password, confirm }), address: null },
        at,
      );

    expect(await reset("new-asha-password", new Date(Date.now() + 31 * 60 * 1000))).toMatchObject({
      ok: false,
      message: LINK_MESSAGES.expired,
    });
    expect(await reset("new-asha-password")).toMatchObject({ ok: true });
    expect(await sessionOf(phone)).toBeNull();
    expect(await sessionOf(laptop)).toBeNull();
    expect(await signIn("asha@shop.example", "asha-password-12")).toBeNull();
    expect(await signIn("asha@shop.example", "new-asha-password")).toBeTruthy();
    expect(await reset("another-asha-password")).toMatchObject({ ok: false, message: LINK_MESSAGES.expired });
  });

  it("deactivates: every session ends, sign-in and resets are refused, a reset link sent before stops working", async () => {
    const { token } = await invited("dev@shop.example", "editor");
    const joined = await join(token, { name: "Dev", password: "dev-password-123", confirm: "dev-password-123" });
    const devId = joined.ok ? joined.id! : "";
    const cookie = (await signIn("dev@shop.example", "dev-password-123"))!;
    await requestPasswordReset(db(), accountLinks, { email: "dev@shop.example", address: null }, now());
    const [link] = await db().select().from(accountTokens).where(eq(accountTokens.userId, devId));

    expect(await deactivate(db(), devId, ownerId, now())).toMatchObject({ ok: true });
    expect(await sessionOf(cookie)).toBeNull();
    expect(await db().select().from(session).where(eq(session.userId, devId))).toEqual([]);
    expect(await staffMember(db(), { id: devId, email: "dev@shop.example", name: "Dev" })).toBeUndefined();
    expect(await openLink(db(), accountLinks, "password-reset", accountLinks.tokenOf(link!.id), now())).toBeUndefined();
    await requestPasswordReset(db(), accountLinks, { email: "dev@shop.example", address: null }, now());
    expect(await db().select().from(accountTokens).where(eq(accountTokens.userId, devId))).toHaveLength(1);

    // The Team screen lists the active people first.
    expect((await listTeam(db(), now())).members.map((member) => member.email).at(-1)).toBe("dev@shop.example");

    expect(await reactivate(db(), devId)).toMatchObject({ ok: true });
    expect(await staffMember(db(), { id: devId, email: "dev@shop.example", name: "Dev" })).toMatchObject({
      role: "editor",
    });
  });

  it("never leaves the team without an active owner, even when two owners demote each other at once", async () => {
    expect(await changeRole(db(), ownerId, roleForm({ role: "admin" }))).toMatchObject({
      ok: false,
      message: TEAM_MESSAGES.lastOwner,
    });
    expect(await deactivate(db(), ownerId, ownerId, now())).toMatchObject({ message: TEAM_MESSAGES.notYourself });

    const { token } = await invited("second@shop.example", "owner");
    const joined = await join(token, { name: "Second", password: "second-password", confirm: "second-password" });
    const secondId = joined.ok ? joined.id! : "";
    // One owner's demotion is done but not yet committed while the other's starts: the second
    // must wait for the first, then see it is the last owner.
    let commit = () => {};
    const committing = new Promise<void>((resolve) => (commit = resolve));
    let demoted = () => {};
    const firstDone = new Promise<void>((resolve) => (demoted = resolve));
    const first = db().transaction(async (tx) => {
      const answer = await changeRole(tx as never, ownerId, roleForm({ role: "admin" }));
      demoted();
      await committing;
      return answer;
    });
    await firstDone;
    const second = changeRole(db(), secondId, roleForm({ role: "sales" }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    commit();
    const answers = await Promise.all([first, second]);
    expect(answers[0]).toMatchObject({ ok: true });
    expect(answers[1]).toMatchObject({ ok: false, message: TEAM_MESSAGES.lastOwner });
    const owners = await db().select().from(userRoles).where(eq(userRoles.role, "owner"));
    expect(owners).toHaveLength(1);
    // Deactivating the one left is refused too, whoever asks.
    const other = owners[0]!.userId === ownerId ? secondId : ownerId;
    await setStaffRole(db(), other, "owner");
    expect(await deactivate(db(), owners[0]!.userId, other, now())).toMatchObject({ ok: true });
    expect(await deactivate(db(), other, owners[0]!.userId, now())).toMatchObject({ message: TEAM_MESSAGES.lastOwner });
  });

  it("assigns a lead to an Owner, Admin or Sales person, on its timeline, and hands a deactivated person's leads on", async () => {
    const sales = await invited("sana@shop.example", "sales");
    const editor = await invited("eshan@shop.example", "editor");
    const sanaJoined = await join(sales.token, {
      name: "Sana",
      password: "sana-password-12",
      confirm: "sana-password-12",
    });
    const eshanJoined = await join(editor.token, {
      name: "Eshan",
      password: "eshan-password-12",
      confirm: "eshan-password-12",
    });
    const sana = sanaJoined.ok ? sanaJoined.id! : "";
    const eshan = eshanJoined.ok ? eshanJoined.id! : "";
    const made = await db()
      .insert(leads)
      .values(
        ["Assigned Asif", "Assigned Bina"].map((name) => ({
          name,
          phone: "+91 90000 44444",
          city: "Indore",
          service: "SEO",
        })),
      )
      .returning();
    const [asif, bina] = made.map((lead) => lead.id) as [string, string];
    const assign = (leadId: string, assignee: string) => assignLead(db(), leadId, assignee || null, ownerId);

    // An Editor works no leads; someone made up is no one.
    expect(await assign(asif, eshan)).toMatchObject({ ok: false, message: LEAD_PAGE_MESSAGES.notAssignable });
    expect(await assign(asif, "no-such-person")).toMatchObject({ ok: false });
    expect(await assign(asif, sana)).toEqual({ ok: true });
    expect(await assign(asif, sana)).toEqual({ ok: true });
    expect(await assign(bina, sana)).toEqual({ ok: true });
    const assignments = async (leadId: string) =>
      (await db().select().from(leadEvents).where(eq(leadEvents.leadId, leadId)))
        .filter((event) => event.kind === "assigned")
        .map((event) => ({ assignee: event.data.assignee, by: event.actorId }));
    // The same person again adds nothing.
    expect(await assignments(asif)).toEqual([{ assignee: sana, by: ownerId }]);

    // Deactivated: Asif's and Bina's leads go to the owner, each with its line on the timeline.
    expect(await deactivate(db(), sana, ownerId, now(), eshan)).toMatchObject({
      message: LEAD_PAGE_MESSAGES.notAssignable,
    });
    expect(await deactivate(db(), sana, ownerId, now(), ownerId)).toMatchObject({ ok: true });
    const after = await db()
      .select()
      .from(leads)
      .where(inArray(leads.id, [asif, bina]));
    expect(after.map((lead) => lead.assignedTo)).toEqual([ownerId, ownerId]);
    expect(await assignments(bina)).toEqual([
      { assignee: sana, by: ownerId },
      { assignee: ownerId, by: ownerId },
    ]);
    // A deactivated person is given no lead; back to no one works.
    expect(await assign(asif, sana)).toMatchObject({ ok: false, message: LEAD_PAGE_MESSAGES.notAssignable });
    expect(await assign(asif, "")).toEqual({ ok: true });
    expect((await db().select().from(leads).where(eq(leads.id, asif)))[0]!.assignedTo).toBeNull();
  });

  describe("authority that outlives its source", () => {
    /** Invites `email` as `role` in the name of `by`, and joins with `name`; answers the new account's id. */
    async function member(email: string, role: string, name: string, by = ownerId) {
      const sent = await invite(db(), accountLinks, inviteForm({ email, role }), by, now());
      if (!sent.ok) throw new Error(JSON.stringify(sent));
      const password = `${name.toLowerCase()}-password-12`;
      const joined = await join(tokenIn(sent.reveal!, "/admin/join")!, { name, password, confirm: password });
      if (!joined.ok) throw new Error(JSON.stringify(joined));
      return joined.id!;
    }
    /** An invitation as `invite` wrote it before these checks (to any address, by anyone), still open. */
    async function earlierInvitation(email: string, role: "owner" | "sales", createdBy: string) {
      const id = randomUUID();
      await db()
        .insert(accountTokens)
        .values({
          id,
          purpose: "invitation",
          tokenHash: accountLinks.hashOf(accountLinks.tokenOf(id)),
          email,
          role,
          createdBy,
          createdAt: now(),
          expiresAt: new Date(Date.now() + 72 * HOUR),
        });
      return { id, token: accountLinks.tokenOf(id) };
    }
    const spentAt = async (id: string) =>
      (await db().select().from(accountTokens).where(eq(accountTokens.id, id)))[0]!.spentAt;
    const expired = { ok: false, reason: "not-found", message: LINK_MESSAGES.expired };

    it("withdraws a person's open invitations when they are deactivated or stop being an owner; joining checks the inviter is still an active owner", async () => {
      // A departing owner invites a second address as owner, to walk back in after removal.
      const leaving = await member("leaving@shop.example", "owner", "Leaving");
      const sent = await invite(
        db(),
        accountLinks,
        inviteForm({ email: "back-door@shop.example", role: "owner" }),
        leaving,
        now(),
      );
      const backDoor = tokenIn(sent.ok ? sent.reveal! : "", "/admin/join")!;
      expect(await deactivate(db(), leaving, ownerId, now())).toMatchObject({ ok: true });
      expect(await spentAt(sent.ok ? sent.id! : "")).not.toBeNull();
      expect(await openLink(db(), accountLinks, "invitation", backDoor, now())).toBeUndefined();
      expect(await join(backDoor)).toEqual(expired);

      // Demoted from owner: the invitations they made stop working too.
      const demoted = await member("demoted@shop.example", "owner", "Demoted");
      const theirs = await invite(
        db(),
        accountLinks,
        inviteForm({ email: "friend@shop.example", role: "admin" }),
        demoted,
        now(),
      );
      expect(await changeRole(db(), demoted, roleForm({ role: "admin" }))).toMatchObject({ ok: true });
      expect(await join(tokenIn(theirs.ok ? theirs.reveal! : "", "/admin/join")!)).toEqual(expired);

      // An invitation made before these rules, by someone no longer an active owner, is refused
      // when it is used, like an expired link, and changes nothing.
      const gone = await member("gone@shop.example", "owner", "Gone");
      const fromDemoted = await earlierInvitation("one@shop.example", "owner", gone);
      await setStaffRole(db(), gone, "sales");
      expect(await join(fromDemoted.token)).toEqual(expired);
      const fromDeactivated = await earlierInvitation("two@shop.example", "owner", gone);
      await setStaffRole(db(), gone, "owner");
      await db().update(userRoles).set({ deactivatedAt: now() }).where(eq(userRoles.userId, gone));
      expect(await join(fromDeactivated.token)).toEqual(expired);
      const walkedIn = await db()
        .select()
        .from(user)
        .where(
          inArray(user.email, [
            "back-door@shop.example",
            "friend@shop.example",
            "one@shop.example",
            "two@shop.example",
          ]),
        );
      expect(walkedIn).toEqual([]);

      // An owner's invitations survive a change that keeps them an owner.
      const kept = await invited("kept@shop.example", "editor");
      expect(await changeRole(db(), ownerId, roleForm({ role: "owner" }))).toMatchObject({ ok: true });
      expect(await join(kept.token)).toMatchObject({ ok: true });
    });

    it("refuses to invite a deactivated member's address (reactivate them instead); reactivating spends the invitations to their address", async () => {
      const asha = await member("asha@shop.example", "owner", "Asha");
      expect(await deactivate(db(), asha, ownerId, now())).toMatchObject({ ok: true });
      const again = await invite(
        db(),
        accountLinks,
        inviteForm({ email: "Asha@Shop.example", role: "sales" }),
        ownerId,
        now(),
      );
      expect(again).toMatchObject({ ok: false, fieldErrors: { email: TEAM_MESSAGES.deactivatedMember } });
      expect((await listTeam(db(), now())).invitations).toEqual([]);

      // One made while she was away (before this rule) stops working when she is let back in.
      const whileAway = await earlierInvitation("asha@shop.example", "sales", ownerId);
      const other = await invited("someone-else@shop.example", "editor");
      expect(await reactivate(db(), asha)).toMatchObject({ ok: true });
      expect(await spentAt(whileAway.id)).not.toBeNull();
      expect(await openLink(db(), accountLinks, "invitation", whileAway.token, now())).toBeUndefined();
      expect(await openLink(db(), accountLinks, "invitation", other.token, now())).toBeDefined();
      expect(await staffMember(db(), { id: asha, email: "asha@shop.example", name: "Asha" })).toMatchObject({
        role: "owner",
      });
    });

    it("never replaces an existing account by joining: refused with a clear message, and nothing changes", async () => {
      const asha = await member("asha@shop.example", "owner", "Asha");
      // Asha is the last active owner; an invitation to her address as Sales would have taken it.
      expect(await changeRole(db(), ownerId, roleForm({ role: "admin" }))).toMatchObject({ ok: true });
      const stale = await earlierInvitation("asha@shop.example", "sales", asha);
      const refused = await join(stale.token, {
        name: "Not Asha",
        password: "taken-over-password",
        confirm: "taken-over-password",
      });
      expect(refused).toEqual({ ok: false, reason: "conflict", message: LINK_MESSAGES.accountExists });
      const [account] = await db().select().from(user).where(eq(user.id, asha));
      expect(account!.name).toBe("Asha");
      expect(await staffMember(db(), account!)).toMatchObject({ role: "owner" });
      expect(await signIn("asha@shop.example", "asha-password-12")).toBeTruthy();
      expect(await signIn("asha@shop.example", "taken-over-password")).toBeNull();
      expect(await spentAt(stale.id)).toBeNull();
      const owners = await db().select().from(userRoles).where(eq(userRoles.role, "owner"));
      expect(owners.map((owner) => owner.userId)).toEqual([asha]);
    });

    it("keeps an active owner through admin:create: the last one is not given another role, even while another owner is being demoted", async () => {
      const changed = { ...OWNER, password: "another-owner-password", role: "admin" as const };
      await expect(createOrPromoteAdmin(auth, db(), changed)).rejects.toThrow(LastOwnerError);
      await expect(createOrPromoteAdmin(auth, db(), { ...changed, role: "editor" })).rejects.toThrow(
        `${OWNER.email} is the team's only active owner`,
      );
      // Refused before anything changed: the role and the password are as they were.
      expect(await staffMember(db(), { id: ownerId, email: OWNER.email, name: "Owner" })).toMatchObject({
        role: "owner",
      });
      expect(await signIn(OWNER.email, OWNER.password)).toBeTruthy();

      // Two owners: one demoted on the Team screen, not yet committed, while admin:create demotes
      // the other: the command waits for the lock, then sees the last owner and refuses.
      const second = await member("second@shop.example", "owner", "Second");
      let commit = () => {};
      const committing = new Promise<void>((resolve) => (commit = resolve));
      let demoted = () => {};
      const firstDone = new Promise<void>((resolve) => (demoted = resolve));
      const first = db().transaction(async (tx) => {
        const answer = await changeRole(tx as never, second, roleForm({ role: "admin" }));
        demoted();
        await committing;
        return answer;
      });
      await firstDone;
      const command = createOrPromoteAdmin(auth, db(), { ...OWNER, role: "sales" }).catch((error: unknown) => error);
      await new Promise((resolve) => setTimeout(resolve, 300));
      commit();
      expect(await first).toMatchObject({ ok: true });
      expect(await command).toBeInstanceOf(LastOwnerError);
      const owners = await db().select().from(userRoles).where(eq(userRoles.role, "owner"));
      expect(owners.map((owner) => owner.userId)).toEqual([ownerId]);

      // With another active owner the command gives the role, and the invitations the account made stop working.
      await setStaffRole(db(), second, "owner");
      const open = await invited("pending@shop.example", "editor");
      expect(await createOrPromoteAdmin(auth, db(), { ...OWNER, role: "admin" })).toBe("password unchanged");
      expect(await staffMember(db(), { id: ownerId, email: OWNER.email, name: "Owner" })).toMatchObject({
        role: "admin",
      });
      expect(await join(open.token)).toEqual(expired);
    });
  });
});
