import { type ReactNode, useState } from "react";
import { UserPlus, Users } from "lucide-react";
import { useActionData, useFetcher } from "react-router";
import { ActionButton } from "~/components/admin/action-button";
import { Field } from "~/components/admin/field";
import { CheckedFetcherForm } from "~/components/forms/checked-fetcher-form";
import { AdminPageHeader } from "~/components/admin/page-header";
import { ShownOnce } from "~/components/admin/shown-once";
import { useResultToast, useSchemaForm } from "~/components/forms/use-schema-form";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { dateTime } from "~/lib/format";
import type { FormResult } from "~/lib/form-result";
import { staffRoles, type StaffRole } from "#database/staff-roles";
import { ROLE_LABELS } from "~/features/auth";
import type { Assignee } from "~/features/lead-workspace";
import {
  INVITE_LIMITS,
  type InviteField,
  type PendingInvitation,
  ROLE_SUMMARIES,
  TEAM_INTENTS,
  TEAM_MESSAGES,
  type TeamMember,
  inviteSchema,
} from "./schema";

// The owner's Team screen: invite someone, the invitations not yet used, and everyone on the team
// with their role, last sign-in and a way to change the role or deactivate them. Every form works
// without JavaScript too (the answer comes back as the page's action data).

export function TeamPage({
  members,
  invitations,
  assignable,
  me,
  twoFactorRequired,
  roundRobin,
}: {
  /** The owner requires two-factor sign-in of everyone. */
  twoFactorRequired: boolean;
  /** New leads go to the Sales people in turn. */
  roundRobin: boolean;
  members: TeamMember[];
  invitations: PendingInvitation[];
  /** Who a deactivated person's leads can go to. */
  assignable: Assignee[];
  me: string;
}) {
  return (
    <main className="mx-auto grid max-w-5xl gap-8 px-4 py-8 md:px-8">
      <AdminPageHeader icon={<Users aria-hidden />} title="Team">
        Invite the people who answer leads or write for the site, give each the role they need, and deactivate anyone
        who leaves: they are signed out at once.
      </AdminPageHeader>
      <InviteForm />
      <TwoFactorPolicy required={twoFactorRequired} members={members} />
      <RoundRobin on={roundRobin} members={members} />
      {invitations.length ? <Invitations invitations={invitations} /> : null}
      <section aria-labelledby="members-heading" className="grid gap-4">
        <h2 id="members-heading" className="text-xl font-semibold">
          People
        </h2>
        <ul className="grid gap-4">
          {members.map((member) => (
            <MemberCard key={member.userId} member={member} isMe={member.userId === me} heirs={assignable} />
          ))}
        </ul>
      </section>
    </main>
  );
}

/** The role, and for Sales which leads they reach, whether they may delete and export them, and bill them. */
function RoleFields({
  role: initialRole,
  leadScope,
  mayDeleteAndExportLeads,
  mayBill,
  idPrefix,
}: {
  role: StaffRole;
  leadScope: string;
  mayDeleteAndExportLeads: boolean;
  mayBill: boolean;
  idPrefix: string;
}) {
  const [role, setRole] = useState(initialRole);
  return (
    <>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold">Role</legend>
        {staffRoles.map((value) => (
          <label key={value} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name="role"
              value={value}
              defaultChecked={value === initialRole}
              onChange={() => setRole(value)}
              className="mt-0.5 size-4 accent-primary"
            />
            <span>
              <span className="font-medium">{ROLE_LABELS[value]}</span>
              <span className="text-muted-foreground">: {ROLE_SUMMARIES[value]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {/* Sales settings: shown for Sales (all of them without JavaScript, where they are ignored for other roles). */}
      <fieldset className={role === "sales" ? "grid gap-2" : "hidden"} disabled={role !== "sales"}>
        <legend className="mb-1 text-sm font-semibold">Sales settings</legend>
        <label className="flex items-center gap-2 text-sm" htmlFor={`${idPrefix}-scope`}>
          Leads they see
          <select
            id={`${idPrefix}-scope`}
            name="leadScope"
            defaultValue={leadScope}
            className="h-9 rounded-md border bg-background px-2 text-sm"
          >
            <option value="all">All leads</option>
            <option value="assigned">Only leads assigned to them</option>
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="mayDeleteAndExportLeads"
            defaultChecked={mayDeleteAndExportLeads}
            className="size-4 accent-primary"
          />
          May delete and export leads
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="mayBill" defaultChecked={mayBill} className="size-4 accent-primary" />
          May make quotes and invoices
        </label>
      </fieldset>
    </>
  );
}

function InviteForm() {
  const fetcher = useFetcher<FormResult<InviteField>>();
  const posted = useActionData<FormResult<InviteField>>();
  const result = fetcher.data ?? posted;
  // A sent invitation empties the form: the role's settings start again with the role shown (Sales).
  const [sent, setSent] = useState(0);
  const form = useSchemaForm<InviteField>({
    schema: inviteSchema,
    limits: INVITE_LIMITS,
    result: fetcher.data,
    initial: posted,
    toasts: {
      success: { title: TEAM_MESSAGES.invited },
      failure: { title: "Error", description: TEAM_MESSAGES.inviteFailed },
      serverMessage: true,
    },
    onSuccess: () => setSent((count) => count + 1),
  });
  const busy = fetcher.state !== "idle";
  return (
    <section aria-labelledby="invite-heading" className="grid gap-4 rounded-xl border p-4 md:p-6">
      <h2 id="invite-heading" className="text-xl font-semibold">
        Invite someone
      </h2>
      {result?.ok && result.reveal ? (
        <ShownOnce label="Invitation link: it is also on its way by e-mail" value={result.reveal}>
          It works once, for 72 hours. You can send it on WhatsApp too; whoever opens it first joins.
        </ShownOnce>
      ) : null}
      <CheckedFetcherForm fetcher={fetcher} form={form} intent={TEAM_INTENTS.invite} className="grid gap-4">
        <Field label="Email" error={form.errors.email}>
          {(control) => (
            <Input
              {...control}
              {...form.field("email")}
              type="email"
              autoComplete="off"
              required
              defaultValue={form.values.email}
              className="max-w-md"
            />
          )}
        </Field>
        <RoleFields
          key={sent}
          role="sales"
          leadScope="all"
          mayDeleteAndExportLeads={false}
          mayBill={false}
          idPrefix="invite"
        />
        <Button type="submit" disabled={busy} className="justify-self-start">
          <UserPlus aria-hidden />
          {busy ? "Sending..." : "Send invitation"}
        </Button>
      </CheckedFetcherForm>
    </section>
  );
}

function Invitations({ invitations }: { invitations: PendingInvitation[] }) {
  return (
    <section aria-labelledby="invitations-heading" className="grid gap-4">
      <h2 id="invitations-heading" className="text-xl font-semibold">
        Invitations not yet accepted
      </h2>
      <ul className="grid gap-2">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3">
            <span className="grid">
              <span className="break-all font-medium">{invitation.email}</span>
              <span className="text-sm text-muted-foreground">
                {ROLE_LABELS[invitation.role]} · works until {dateTime(invitation.expiresAt)}
                {invitation.invitedBy ? ` · sent by ${invitation.invitedBy}` : ""}
              </span>
            </span>
            <ActionButton
              failed={TEAM_MESSAGES.failed}
              intent={TEAM_INTENTS.withdrawInvitation}
              id={invitation.id}
              label="Withdraw"
              done={TEAM_MESSAGES.withdrawn}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function MemberCard({ member, isMe, heirs }: { member: TeamMember; isMe: boolean; heirs: Assignee[] }) {
  const fetcher = useFetcher<FormResult>();
  useResultToast(fetcher.data, {
    success: { title: TEAM_MESSAGES.roleChanged },
    failure: { title: "Error", description: TEAM_MESSAGES.failed },
    serverMessage: true,
  });
  const headingId = `member-${member.userId}`;
  return (
    <li className="grid gap-4 rounded-xl border p-4 md:p-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid">
          <h3 id={headingId} className="font-semibold">
            {member.name || TEAM_MESSAGES.noName}
            {isMe ? " (you)" : ""}
          </h3>
          <span className="break-all text-sm text-muted-foreground">{member.email}</span>
          <span className="text-sm text-muted-foreground">
            Last sign-in: {member.lastSignInAt ? dateTime(member.lastSignInAt) : "never"}
          </span>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={member.deactivatedAt ? "outline" : "secondary"}>
            {member.deactivatedAt ? "Deactivated" : ROLE_LABELS[member.role]}
          </Badge>
          {!member.deactivatedAt && member.role === "sales" && member.leadScope === "assigned" ? (
            <Badge variant="outline">Assigned leads only</Badge>
          ) : null}
          {!member.deactivatedAt && member.role === "sales" && member.mayBill ? (
            <Badge variant="outline">Quotes and invoices</Badge>
          ) : null}
          {member.deactivatedAt ? null : (
            <Badge variant="outline">{member.twoFactorEnabled ? "Two-factor on" : "Two-factor off"}</Badge>
          )}
          {isMe ? null : member.deactivatedAt ? (
            <ActionButton
              failed={TEAM_MESSAGES.failed}
              id={member.userId}
              intent={TEAM_INTENTS.reactivate}
              label="Reactivate"
              done={TEAM_MESSAGES.reactivated}
            />
          ) : (
            <ActionButton
              failed={TEAM_MESSAGES.failed}
              id={member.userId}
              intent={TEAM_INTENTS.deactivate}
              label="Deactivate"
              done={TEAM_MESSAGES.deactivated}
            >
              {/* An Editor works no leads: nothing to hand on. */}
              {member.role === "editor" ? null : (
                <label className="flex items-center gap-2 text-sm">
                  Their leads go to
                  <select name="handTo" className="h-9 max-w-48 rounded-md border bg-background px-2 text-sm">
                    <option value="">No one (back to all)</option>
                    {heirs
                      .filter((person) => person.userId !== member.userId)
                      .map((person) => (
                        <option key={person.userId} value={person.userId}>
                          {person.name}
                        </option>
                      ))}
                  </select>
                </label>
              )}
            </ActionButton>
          )}
        </div>
      </div>
      {member.deactivatedAt ? null : (
        <details>
          <summary className="cursor-pointer text-sm font-medium text-primary">Change role</summary>
          <fetcher.Form method="post" className="mt-3 grid gap-3">
            <input type="hidden" name="intent" value={TEAM_INTENTS.changeRole} />
            <input type="hidden" name="id" value={member.userId} />
            <RoleFields
              role={member.role}
              leadScope={member.leadScope}
              mayDeleteAndExportLeads={member.mayDeleteAndExportLeads}
              mayBill={member.mayBill}
              idPrefix={headingId}
            />
            <Button type="submit" size="sm" disabled={fetcher.state !== "idle"} className="justify-self-start">
              Save role
            </Button>
          </fetcher.Form>
        </details>
      )}
    </li>
  );
}

/** One of the owner's team-wide settings: what it does now, and the button that turns it the other way. */
function TeamSetting({
  id,
  heading,
  on,
  children,
  intent,
  field,
  labels,
  done,
}: {
  id: string;
  heading: string;
  on: boolean;
  children: ReactNode;
  intent: string;
  /** The form field that carries "yes" or "no"; an empty form changes nothing. */
  field: string;
  labels: { turnOn: string; turnOff: string };
  done: { on: string; off: string };
}) {
  return (
    <section aria-labelledby={id} className="grid gap-3 rounded-xl border p-4 md:p-6">
      <h2 id={id} className="text-xl font-semibold">
        {heading}
      </h2>
      <p className="text-sm text-muted-foreground">{children}</p>
      <ActionButton
        failed={TEAM_MESSAGES.failed}
        intent={intent}
        label={on ? labels.turnOff : labels.turnOn}
        done={on ? done.off : done.on}
      >
        <input type="hidden" name={field} value={on ? "no" : "yes"} />
      </ActionButton>
    </section>
  );
}

/** The owner's "require two-factor sign-in for everyone", with who has not turned it on yet. */
function TwoFactorPolicy({ required, members }: { required: boolean; members: TeamMember[] }) {
  const without = members.filter((member) => !member.deactivatedAt && !member.twoFactorEnabled).length;
  return (
    <TeamSetting
      id="two-factor-policy-heading"
      heading="Two-factor sign-in"
      on={required}
      intent={TEAM_INTENTS.twoFactorPolicy}
      field="required"
      labels={{ turnOn: "Require it for everyone", turnOff: "Stop requiring it" }}
      done={{ on: TEAM_MESSAGES.twoFactorRequired, off: TEAM_MESSAGES.twoFactorOptional }}
    >
      {required
        ? "Required for everyone: a person without it is led to set it up at their next sign-in, before anything else."
        : "Each person chooses. Require it, and a person without it is led to set it up at their next sign-in, before anything else."}{" "}
      {without === 0
        ? "Everyone has turned it on."
        : `${without === 1 ? "1 person has" : `${without} people have`} not turned it on.`}
    </TeamSetting>
  );
}

/** The owner's "give new leads to the Sales people in turn". */
function RoundRobin({ on, members }: { on: boolean; members: TeamMember[] }) {
  const sales = members.filter((member) => !member.deactivatedAt && member.role === "sales").length;
  return (
    <TeamSetting
      id="round-robin-heading"
      heading="New leads in turn"
      on={on}
      intent={TEAM_INTENTS.roundRobin}
      field="on"
      labels={{ turnOn: "Give new leads in turn", turnOff: "Stop giving leads in turn" }}
      done={{ on: TEAM_MESSAGES.roundRobinOn, off: TEAM_MESSAGES.roundRobinOff }}
    >
      {on
        ? "Each new lead goes to the next active Sales person in turn, who gets the new-lead e-mail."
        : "New leads wait unassigned until someone assigns them. Turn this on to give each new lead to the next active Sales person in turn; they get the new-lead e-mail."}{" "}
      {sales === 1 ? "1 Sales person is active." : `${sales} Sales people are active.`}
    </TeamSetting>
  );
}
