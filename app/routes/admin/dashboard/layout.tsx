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
    <main className="mx-auto max-w-7xl px-4 py-8 md:px-8">
      <header className="mb-8 flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Admin Dashboard</h1>
          <p className="text-muted-foreground">Manage your business operations</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Form method="post" action={href("/admin/logout")}>
            <Button type="submit" variant="outline">
              <LogOut aria-hidden />
              Logout
            </Button>
          </Form>
        </div>
      </header>

      <Tabs
        value={current.value}
        onValueChange={(value) => {
          const tab = dashboardTabs.find((tab) => tab.value === value);
          if (tab) void navigate(tab.path, { preventScrollReset: true });
        }}
      >
        <TabsList aria-label="Dashboard sections">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={current.value}>
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
