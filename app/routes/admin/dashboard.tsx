import { LogOut } from "lucide-react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { StatCards } from "~/components/admin/stat-cards";
import { Button } from "~/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { removeArticle, saveArticle } from "~/features/articles/admin-actions.server";
import { listAllArticles } from "~/features/articles/admin.server";
import { ArticlesPanel } from "~/features/articles/articles-panel";
import { ARTICLE_INTENTS } from "~/features/articles/schema";
import { requireAdmin } from "~/features/auth/session.server";
import { removeCaseStudy, saveCaseStudy } from "~/features/case-studies/admin-actions.server";
import { listAllCaseStudies } from "~/features/case-studies/admin.server";
import { CaseStudiesPanel } from "~/features/case-studies/case-studies-panel";
import { CASE_STUDY_INTENTS } from "~/features/case-studies/schema";
import { changeLeadStatus, removeLead } from "~/features/leads/admin-actions.server";
import { dashboardStats, listLeads } from "~/features/leads/admin.server";
import { LeadsPanel } from "~/features/leads/leads-panel";
import { LEAD_INTENTS, leadFilterFrom } from "~/features/leads/schema";
import { type ActionResult, failed } from "~/lib/action-result";
import { publicPagesContext } from "~/lib/context";
import { logger } from "~/lib/logger.server";
import { adminMeta } from "~/lib/seo";
import { serverActionOrFailure } from "~/lib/server-action";
import type { Route } from "./+types/dashboard";

const tabs = [
  { value: "overview", label: "Overview" },
  { value: "leads", label: "Leads" },
  { value: "case-studies", label: "Case Studies" },
  { value: "articles", label: "Articles" },
] as const;
type Tab = (typeof tabs)[number]["value"];
const isTab = (value: string | null): value is Tab => tabs.some((tab) => tab.value === value);

/** Failures to load are logged and shown as the empty state (the spec), never as an error page. */
async function orNull<T>(what: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    logger.error({ err: error, query: `dashboard ${what}` }, `dashboard: failed to load ${what}`);
    return null;
  }
}

// Each tab loads only its own data; the selected tab lives in the URL (?tab=leads).
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = requireAdmin(context);
  const params = new URL(request.url).searchParams;
  const tab = params.get("tab");
  if (tab === "leads") {
    const filter = leadFilterFrom(params);
    return { tab, filter, leads: await orNull("leads", () => listLeads(services.db, filter)) } as const;
  }
  if (tab === "case-studies") {
    return { tab, caseStudies: (await orNull("case studies", () => listAllCaseStudies(services.db))) ?? [] } as const;
  }
  if (tab === "articles")
    return { tab, articles: (await orNull("articles", () => listAllArticles(services.db))) ?? [] } as const;
  const stats = await orNull("stats", () => dashboardStats(services.db));
  return {
    tab: "overview",
    stats: stats ?? { totalLeads: 0, newLeads: 0, convertedLeads: 0, caseStudies: 0 },
  } as const;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = requireAdmin(context);
  const form = await request.formData().catch(() => new FormData());
  const intent = String(form.get("intent") ?? "");
  switch (intent) {
    case LEAD_INTENTS.status:
      return changeLeadStatus(services.db, form);
    case LEAD_INTENTS.delete:
      return removeLead(services.db, form);
    case CASE_STUDY_INTENTS.save:
      return changesPublicPages(context, await saveCaseStudy(services, form));
    case CASE_STUDY_INTENTS.delete:
      return changesPublicPages(context, await removeCaseStudy(services, form));
    case ARTICLE_INTENTS.save:
      return changesPublicPages(context, await saveArticle(services, form));
    case ARTICLE_INTENTS.delete:
      return changesPublicPages(context, await removeArticle(services, form));
    default:
      return failed(intent, 400, { message: "Unknown action." });
  }
}

/** Case studies and articles are on public pages: once one is saved or deleted, the host's copies are stale. */
function changesPublicPages<Result extends { data: ActionResult }>(
  context: Route.ActionArgs["context"],
  result: Result,
) {
  if (result.data.ok) context.get(publicPagesContext).contentChanged();
  return result;
}

/** A change whose request does not complete is answered as failed: the panel shows its failure toast and keeps the form. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const intent = String((await request.clone().formData()).get("intent") ?? "");
  const notDone: ActionResult = { ok: false, intent };
  return serverActionOrFailure(serverAction, notDone);
}

export const meta: Route.MetaFunction = () => adminMeta("Admin Dashboard");

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  // While another tab loads, show it selected at once (with its loading text).
  const pendingTab =
    navigation.state === "loading" && navigation.location.pathname === "/admin/dashboard"
      ? (new URLSearchParams(navigation.location.search).get("tab") ?? "overview")
      : null;
  const current = isTab(pendingTab) ? pendingTab : loaderData.tab;

  return (
    <main className="mx-auto max-w-7xl px-4 py-8 md:px-8">
      <header className="mb-8 flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Admin Dashboard</h1>
          <p className="text-muted-foreground">Manage your business operations</p>
        </div>
        <div className="flex items-center gap-2">
          <Button variant="ghost" asChild>
            <Link to="/">View site</Link>
          </Button>
          <Form method="post" action="/admin/logout">
            <Button type="submit" variant="outline">
              <LogOut aria-hidden />
              Logout
            </Button>
          </Form>
        </div>
      </header>

      <Tabs value={current} onValueChange={(value) => void navigate(`?tab=${value}`, { preventScrollReset: true })}>
        <TabsList aria-label="Dashboard sections">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          {loaderData.tab === "overview" ? <StatCards stats={loaderData.stats} /> : <Loading what="overview" />}
        </TabsContent>
        <TabsContent value="leads">
          {loaderData.tab === "leads" ? (
            <LeadsPanel page={loaderData.leads} filter={loaderData.filter} />
          ) : (
            <Loading what="leads" />
          )}
        </TabsContent>
        <TabsContent value="case-studies">
          {loaderData.tab === "case-studies" ? (
            <CaseStudiesPanel caseStudies={loaderData.caseStudies} />
          ) : (
            <Loading what="case studies" />
          )}
        </TabsContent>
        <TabsContent value="articles">
          {loaderData.tab === "articles" ? (
            <ArticlesPanel articles={loaderData.articles} />
          ) : (
            <Loading what="articles" />
          )}
        </TabsContent>
      </Tabs>
    </main>
  );
}

function Loading({ what }: { what: string }) {
  return (
    <p role="status" className="py-10 text-center text-muted-foreground">
      Loading {what}...
    </p>
  );
}
