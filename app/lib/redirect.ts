/** Only same-site paths: `/x` yes, `//evil.example` and `https://…` no (open-redirect guard). */
export function safeRedirect(target: unknown, fallback = "/home"): string {
  if (
    typeof target !== "string" ||
    !target.startsWith("/") ||
    target.startsWith("//") ||
    target.startsWith("/\\")
  ) {
    return fallback;
  }
  return target;
}
