// The route table: the flat file names in app/routes/ (as under Remix), read by React Router's
// file-system convention.
import type { RouteConfig } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";

export default flatRoutes() satisfies RouteConfig;
