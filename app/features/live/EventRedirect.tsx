import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { linkTo } from "~/lib/links";
import { useHydrated } from "~/lib/use-hydrated";
import { EVENT_REDIRECT_SECONDS } from "./live-state";

/**
 * An ended event livestream sends the viewer back to its event after a visible countdown (spec §4).
 * Without JavaScript a meta refresh with the same delay (inside <noscript>, so it never fires behind a
 * client-side navigation) and a link; "stay" opens the page without the redirect.
 */
export function EventRedirect({
  event,
  stayHref,
}: {
  event: { slug: string; title: string };
  stayHref: string;
}) {
  const { t } = useTranslation("live");
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [left, setLeft] = useState(EVENT_REDIRECT_SECONDS);
  const [cancelled, setCancelled] = useState(false);
  const href = linkTo({ type: "Event", slug: event.slug });

  useEffect(() => {
    if (cancelled) return;
    const startedAt = Date.now();
    const timer = window.setInterval(() => {
      const remaining = EVENT_REDIRECT_SECONDS - Math.floor((Date.now() - startedAt) / 1000);
      setLeft(Math.max(0, remaining));
      if (remaining <= 0) {
        window.clearInterval(timer);
        navigate(href, { replace: true });
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [cancelled, href, navigate]);

  if (cancelled) return null;
  return (
    <section
      className="rounded-lg border border-line bg-white p-5"
      aria-labelledby="event-redirect-heading"
      data-testid="event-redirect"
    >
      <noscript
        // A string, so React neither renders nor hydrates the element inside. Trusted markup built
        // here: a constant delay and linkTo's path, whose slug is percent-encoded (no quote or tag).
        dangerouslySetInnerHTML={{
          __html: `<meta http-equiv="refresh" content="${EVENT_REDIRECT_SECONDS};url=${href}">`,
        }}
      />
      {/* Not a heading: the notice comes before the page's h1 and must not break the outline. */}
      <p id="event-redirect-heading" className="text-xl font-semibold text-ink">
        {t("event_redirect.heading")}
      </p>
      <p className="mt-2 text-ink">
        {hydrated
          ? t("event_redirect.countdown", { count: left, title: event.title })
          : t("event_redirect.countdown", { count: EVENT_REDIRECT_SECONDS, title: event.title })}
      </p>
      <p className="mt-3 flex flex-wrap gap-3">
        <Link
          to={href}
          className="inline-flex min-h-10 items-center rounded-full bg-primary px-4 font-semibold text-white hover:bg-primary-dark"
        >
          {t("event_redirect.go", { title: event.title })}
        </Link>
        {hydrated ? (
          <button
            type="button"
            onClick={() => setCancelled(true)}
            className="inline-flex min-h-10 items-center rounded-full border border-primary bg-white px-4 font-semibold text-primary hover:bg-primary-light"
          >
            {t("event_redirect.stay")}
          </button>
        ) : (
          <Link
            to={stayHref}
            className="inline-flex min-h-10 items-center rounded-full border border-primary bg-white px-4 font-semibold text-primary hover:bg-primary-light"
          >
            {t("event_redirect.stay")}
          </Link>
        )}
      </p>
    </section>
  );
}
