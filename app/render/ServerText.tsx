import type { ReactNode } from "react";
import { KEEP_SERVER_HTML, useServerMarkup } from "./html-memo";

/**
 * Text with formatted dates in it. In the browser it keeps the server's text while the page
 * hydrates, as long as `inputs` (everything the text depends on) stay the same: building the
 * browser's first `Intl` date formatter is a task of about 100 ms on a slow phone (decision 021).
 * It renders as usual once an input changes (a language switch) and when mounted later.
 */
export function ServerText({ inputs, children }: { inputs: readonly unknown[]; children: () => ReactNode }) {
  const keep = useServerMarkup(inputs);
  // Empty inner HTML that React neither compares nor writes: the span keeps what the server sent.
  if (keep) return <span suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />;
  return <span>{children()}</span>;
}
