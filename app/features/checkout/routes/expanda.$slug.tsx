import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { EventTickets } from "../EventTickets";
import { TitledSection } from "~/components/ui/TitledSection";
import { formatDateRange } from "~/lib/date-range";
import { useRootData } from "~/root";
import { pageMeta } from "~/lib/page-meta";
import { loadBundlePage } from "../events.server";
import { checkoutClientLoader } from "~/lib/text-chunk-client";

// /expanda/{slug} (spec 2.1): a bundle of seminars for one price, its events and the way to
// book it (the same checkout as an event). One upstream request.
export const loader = ({ request, params }: LoaderFunctionArgs) => loadBundlePage(request, params.slug ?? "");

export const meta = pageMeta;

// The checkout's texts come as a chunk of their own (decision 021).
export const clientLoader = checkoutClientLoader;

export default function Bundle() {
  const { t, i18n } = useTranslation("checkout");
  const { bundle, tickets } = useLoaderData<typeof loader>();
  const signedIn = Boolean(useRootData()?.user);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <p className="text-sm font-semibold uppercase tracking-wide text-muted">{t("expanda.bundle_kicker")}</p>
      <h1 className="text-3xl font-bold text-ink">{bundle.title}</h1>
      {bundle.description ? <p className="mt-3 text-ink">{bundle.description}</p> : null}
      <TitledSection id="bundle-events" title={t("expanda.included")} className="mt-6">
        <ul className="mt-3 divide-y divide-line rounded-lg bg-white shadow-sm">
          {bundle.events.map((event) => (
            <li key={event.slug} className="flex flex-wrap justify-between gap-2 p-3">
              <Link to={`/event/${event.slug}`} className="font-semibold text-primary underline">
                {event.title}
              </Link>
              <span className="text-ink">{formatDateRange(event.startsAt, event.endsAt, i18n.language)}</span>
            </li>
          ))}
        </ul>
      </TitledSection>
      <EventTickets slug={bundle.slug} tickets={tickets} signedIn={signedIn} />
    </div>
  );
}
