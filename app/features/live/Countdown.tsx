import { useTranslation } from "react-i18next";
import { formatEventStart } from "~/lib/content-format";
import { announcementFor, clockFace, countdownParts } from "./live-state";

/**
 * Time until the start. Without JavaScript (and before hydration) the start time and a note; with it
 * a clock to the second (`role="timer"`, not announced), and a polite live region that speaks only at
 * steps (hours, every 5 minutes, the last minutes, 30 and 10 seconds).
 */
export function Countdown({ startsAt, now }: { startsAt: string; now: number | null }) {
  const { t, i18n } = useTranslation("live");
  const start = formatEventStart(startsAt, i18n.language);

  if (now === null) {
    return (
      <div data-testid="countdown-static">
        <p className="text-lg font-semibold text-ink">{t("countdown.starts_at", { start })}</p>
        <p className="mt-1 text-sm text-muted">{t("countdown.no_js")}</p>
      </div>
    );
  }

  const remaining = Date.parse(startsAt) - now;
  const parts = countdownParts(remaining);
  const announcement = announcementFor(remaining);
  // The same text between steps: React leaves the region alone, so it speaks only at the steps.
  const spokenText =
    announcement.unit === "now"
      ? t("countdown.now")
      : t(`countdown.announce_${announcement.unit}`, { count: announcement.count });

  return (
    <div>
      <p className="text-sm font-semibold uppercase tracking-wide text-muted">{t("countdown.label")}</p>
      <p
        role="timer"
        aria-label={t("countdown.label")}
        className="mt-1 text-4xl font-bold tabular-nums text-ink"
        data-testid="countdown"
      >
        {remaining <= 0 ? (
          t("countdown.now")
        ) : (
          <>
            {parts.days > 0 ? (
              <span className="mr-3">{t("countdown.days", { count: parts.days })}</span>
            ) : null}
            <span>{clockFace(parts)}</span>
          </>
        )}
      </p>
      <p className="mt-1 text-sm text-muted">{t("countdown.starts_at", { start })}</p>
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {spokenText}
      </p>
    </div>
  );
}
