import { useRouteLoaderData } from "react-router";
import type { RootData } from "../../domain/views";

/** The root loader's data (shell and flashed toast), read by any screen without importing root.tsx. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}
