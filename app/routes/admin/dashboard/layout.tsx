import { LogOut } from "lucide-react";
import { Form, Outlet, href, useLocation, useNavigate, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { usePermissions } from "~/features/auth/use-permissions";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { adminMeta } from "~/lib/seo";
import type { Route } from "./+types/layout";
import { dashboardTabs, tabAt } from "./tabs";

export const meta: Route.MetaFunction = () => adminMeta("Admin Dashboard");

/** The dashboard's frame: header, and the tab list whose tabs are the child routes. */
export default function DashboardLayout() {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const permissions = usePermissions();
  const tabs = dashboardTabs.filter((tab) => permissions.includes(tab.permission));
  const shown = tabAt(location.pathname) ?? dashboardTabs[0];
  // While another tab loads, show it selected at once, with its loading text.
  const pending = navigation.state === "loading" ? tabAt(navigation.location.pathname) : undefined;
  const current = pending ?? shown;

  return (
    // On a phone the title, its line and a compact Logout share one row, so the work starts high up.
    <main className="mx-auto max-w-7xl px-4 pb-8 pt-4 md:px-8 md:pt-8">
      <header className="mb-4 flex items-center justify-between gap-3 md:mb-8 md:gap-4">
        <div className="min-w-0">
          <h1 className="text-xl font-bold md:text-3xl">Admin Dashboard</h1>
          <p className="text-sm text-muted-foreground md:text-base">Manage your business operations</p>
        </div>
        <Form method="post" action={href("/admin/logout")} className="shrink-0">
          <Button type="submit" variant="outline" className="h-9 px-3 md:h-10 md:px-4">
            <LogOut aria-hidden />
            Logout
          </Button>
        </Form>
      </header>

      <Tabs
        value={current.value}
        onValueChange={(value) => {
          const tab = dashboardTabs.find((tab) => tab.value === value);
          if (tab) void navigate(tab.path, { preventScrollReset: true });
        }}
      >
        {/* One row on a phone too: the four tabs share its width. */}
        <TabsList aria-label="Dashboard sections" className="flex w-full flex-nowrap md:inline-flex md:w-auto">
          {tabs.map((tab) => (
            <TabsTrigger
              key={tab.value}
              value={tab.value}
              className="flex-auto whitespace-nowrap px-1.5 md:flex-none md:px-3"
            >
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={current.value} className="mt-3 md:mt-6">
          {current === shown ? (
            <Outlet />
          ) : (
            <p role="status" className="py-10 text-center text-muted-foreground">
              Loading {current.loading}...
            </p>
          )}
        </TabsContent>
      </Tabs>
    </main>
  );
}
