import { useTranslation } from "react-i18next";

/**
 * "LIVE" in white bold on the dark live red: plain live red is 4.1:1, short of the 4.5:1 that WCAG AA
 * asks for small text.
 */
export function LiveBadge() {
  const { t } = useTranslation("discover");
  return (
    <span className="inline-flex items-center gap-1.5 rounded bg-live-dark px-2 py-0.5 text-sm font-bold tracking-wide text-white">
      <span aria-hidden="true" className="size-2 rounded-full bg-white" />
      {t("live_badge")}
    </span>
  );
}
