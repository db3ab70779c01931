// /apiPdf and /androidPdf (part1 §2; developer docs): the API reference and the SDK and
// device integration guide in embedded frames. The pages load on demand (docs/architecture.md, "First route weight").
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./__root";

/** `/apiPdf`: the API reference (menu APIKFZN_IHG862). */
export const apiPdfRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/apiPdf",
  component: lazyRouteComponent(() => import("../devdocs/DevDocsPage"), "ApiReferencePage"),
});

/** `/androidPdf`: the SDK and device integration guide (menus KFZ_LJG456, SDKKFZN_HGD787). */
export const androidPdfRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/androidPdf",
  component: lazyRouteComponent(() => import("../devdocs/DevDocsPage"), "SdkGuidePage"),
});
