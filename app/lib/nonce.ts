import { createContext, useContext } from "react";

/** The CSP nonce of this response; the browser reads it back from the first script (it hides the attribute). */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  const fromServer = useContext(NonceContext);
  if (fromServer !== undefined || typeof document === "undefined") return fromServer;
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;
}
