import { createContext, useContext } from "react";

// The per-request Content-Security-Policy nonce for the framework's inline scripts. Set on the server
// (entry.server.tsx); in the browser it is "" (browsers hide nonce values from the DOM, so "" is what
// hydration sees there too).
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
