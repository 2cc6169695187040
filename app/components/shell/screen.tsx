import type { ReactNode } from "react";
import { useRootData } from "./use-root-data";
import { AppShell } from "./app-shell";
import { LoggedOut } from "./logged-out";
import type { ShellData } from "../../domain/views";

/**
 * The app frame around a signed-in screen: drawn by the `_app` layout route around every signed-in
 * page, and by '/' around the learn screen (the one address with a visitor's face too).
 */
export function Screen({ children }: { children: (shell: ShellData) => ReactNode }) {
  const root = useRootData();
  if (!root?.shell) return <LoggedOut />;
  return <AppShell shell={root.shell}>{children(root.shell)}</AppShell>;
}

/** The signed-in learner's shell, for a page under the `_app` layout (which renders pages only then). */
export function useShell(): ShellData {
  const shell = useRootData()?.shell;
  if (!shell) throw new Error("useShell is for pages under the signed-in layout");
  return shell;
}
