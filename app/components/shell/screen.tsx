import type { ReactNode } from "react";
import { useRootData } from "./use-root-data";
import { AppShell } from "./app-shell";
import { LoggedOut } from "./logged-out";
import type { ShellData } from "../../domain/views";

/** A protected screen: the logged-out flow without a session, else the app frame around it. */
export function Screen({ signedOut, children }: { signedOut?: boolean; children: (shell: ShellData) => ReactNode }) {
  const root = useRootData();
  if (signedOut || !root?.shell) return <LoggedOut />;
  return <AppShell shell={root.shell}>{children(root.shell)}</AppShell>;
}
