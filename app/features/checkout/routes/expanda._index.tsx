import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LandingSections } from "~/components/landing/LandingSections";
import { SectionHeading } from "~/components/landing/SectionHeading";
import { formatDateRange } from "~/lib/date-range";
import { formatEuro } from "~/lib/money";
import { useRootData } from "~/root";
import { loadExpandaPage } from "../events.server";
import { checkoutClientLoader } from "~/lib/text-chunk-client";

// /expanda (spec 2.1): the Expanda landing page with the seminars on sale and the bundles
// right after its hero. One upstream request.
export const loader = ({ request }: LoaderFunctionArgs) => loadExpandaPage(request);

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.metaTitle }];

// The checkout's texts come as a chunk of their own (decision 021).
export const clientLoader = checkoutClientLoader;

export default function Expanda() {
  const { t, i18n } = useTranslation("checkout");
  const { title, sections, seminars, bundles } = useLoaderData<typeof loader>();
  const signedIn = Boolean(useRootData()?.user);
  const state = (tickets: (typeof seminars)[number]["tickets"]) =>
    tickets.booked
      ? t("expanda.booked")
      : tickets.soldOut
        ? t("tickets.sold_out")
        : tickets.fullyReserved
          ? t("tickets.fully_reserved")
          : t(`expanda.phase.${tickets.salePhase}`);
  const offers = (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <section aria-labelledby="expanda-seminars">
        <SectionHeading id="expanda-seminars">{t("expanda.seminars")}</SectionHeading>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 md:grid-cols-3" data-testid="seminars">
          {seminars.map((seminar) => (
            <li key={seminar.slug} className="flex flex-col rounded-lg bg-white p-4 shadow-sm">
              <Link to={`/event/${seminar.slug}`} className="text-lg font-semibold text-primary underline">
                {seminar.title}
              </Link>
              <p className="text-sm text-ink">
                {formatDateRange(seminar.startsAt, seminar.endsAt, i18n.language)}
              </p>
              <p className="mt-auto pt-3 text-sm text-muted">
                {seminar.from !== null
                  ? `${t("expanda.from", { amount: formatEuro(seminar.from, i18n.language) })} · `
                  : ""}
                {state(seminar.tickets)}
              </p>
            </li>
          ))}
        </ul>
      </section>
      {bundles.length > 0 ? (
        <section className="mt-8" aria-labelledby="expanda-bundles">
          <SectionHeading id="expanda-bundles">{t("expanda.bundles")}</SectionHeading>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {bundles.map((bundle) => (
              <li key={bundle.slug} className="rounded-lg bg-white p-4 shadow-sm">
                <Link to={`/expanda/${bundle.slug}`} className="text-lg font-semibold text-primary underline">
                  {bundle.title}
                </Link>
                {bundle.description ? <p className="mt-1 text-ink">{bundle.description}</p> : null}
                <p className="mt-2 text-sm text-muted">{bundle.events.join(" · ")}</p>
                {bundle.from !== null ? (
                  <p className="mt-2 font-semibold text-ink">{formatEuro(bundle.from, i18n.language)}</p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
  return <LandingSections title={title} sections={sections} signedIn={signedIn} afterHero={offers} />;
}
