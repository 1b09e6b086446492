import { Form, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "~/lib/content-format";
import { useHydrated } from "~/lib/use-hydrated";
import { outlineButtonClass, primaryButtonClass } from "~/components/ui/buttonStyles";
import { TitledSection } from "~/components/ui/TitledSection";

/**
 * The personal calendar feed on /profile/notifications: make an address (shown once),
 * subscribe with webcal, copy it, make a new one or end it.
 */
export function CalendarFeedSection({ since, url }: { since: string | null; url: string | null }) {
  const { t, i18n } = useTranslation("profile");
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const busy = useNavigation().state !== "idle";
  const webcal = url?.replace(/^https?:/, "webcal:");
  return (
    <TitledSection
      id="calendar-feed-title"
      title={t("calendar.title")}
      className="mx-auto mt-8 max-w-2xl px-4 pb-10"
    >
      <p className="mt-1 text-muted">{t("calendar.intro")}</p>
      {url ? (
        <div className="mt-3 flex flex-col gap-2 rounded border border-primary bg-primary-light p-3">
          <label htmlFor="calendar-feed-url" className="font-medium text-ink">
            {t("calendar.address")}
          </label>
          <input
            id="calendar-feed-url"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="w-full rounded border border-line bg-white px-3 py-2 text-ink"
          />
          <p className="text-sm text-muted">{t("calendar.once")}</p>
          <div className="flex flex-wrap gap-2">
            <a href={webcal} className={primaryButtonClass}>
              {t("calendar.subscribe")}
            </a>
            {hydrated ? (
              <button
                type="button"
                className={outlineButtonClass}
                onClick={() => void navigator.clipboard?.writeText(url).then(() => setCopied(true))}
              >
                {copied ? t("calendar.copied") : t("calendar.copy")}
              </button>
            ) : null}
          </div>
        </div>
      ) : since ? (
        <p className="mt-3 text-ink">{t("calendar.active", { date: formatDate(since, i18n.language) })}</p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Form method="post" action="/profile/notifications?calendar">
          <input type="hidden" name="intent" value="create" />
          <button
            type="submit"
            className={since || url ? outlineButtonClass : primaryButtonClass}
            disabled={busy}
          >
            {since || url ? t("calendar.renew") : t("calendar.create")}
          </button>
        </Form>
        {since || url ? (
          <Form method="post" action="/profile/notifications?calendar">
            <input type="hidden" name="intent" value="revoke" />
            <button type="submit" className={outlineButtonClass} disabled={busy}>
              {t("calendar.revoke")}
            </button>
          </Form>
        ) : null}
      </div>
    </TitledSection>
  );
}
