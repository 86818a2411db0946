import { useRouteLoaderData } from "react-router";
import type { Permission } from "./permissions";

/**
 * What the signed-in staff member may do, from the protected admin layout's data: screens leave
 * out what is not theirs (the gate refuses it anyway).
 */
export function usePermissions(): readonly Permission[] {
  const data = useRouteLoaderData("routes/admin/protected") as { admin?: { permissions: Permission[] } } | undefined;
  return data?.admin?.permissions ?? [];
}
