// /audit, the audit trail (a project addition; hidden route of the security centre gated by
// AUDIT_MENU, docs/audit.md). The page reads its own list; the feature loads with its own chunk.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./__root";

/** `/audit`. */
export const auditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/audit",
  component: lazyRouteComponent(() => import("../features/audit/components/AuditPage"), "AuditPage"),
});
