import { onDemand } from "~/render/on-demand";

export { startsFocus, useCloseHref, type UrlDialogProps } from "./url-dialog-shared";

/**
 * A dialog addressed by the URL (decision 003): rendered on the server so it works without
 * JavaScript, a Radix dialog (focus trap, Escape, focus return) once hydrated (UrlDialogPanel.tsx,
 * whose code loads with the first dialog a page shows).
 */
export const UrlDialog = onDemand("UrlDialog", () => import("./UrlDialogPanel").then((m) => m.default));
