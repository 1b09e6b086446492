import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ContentCard } from "~/components/content/ContentCard";
import { outlineButtonClass } from "~/components/ui/buttonStyles";
import { formatDate } from "~/lib/content-format";
import { formatEuro } from "~/lib/money";
import { pageMeta } from "~/lib/page-meta";
import { loadMyContent } from "../profile-pages.server";
import { checkoutClientLoader } from "~/lib/text-chunk-client";
import { TitledSection } from "~/components/ui/TitledSection";

// /profile/my-content (spec 2.1): the user's orders (events and bundles bought, with
// status and invoice number) and what they unlocked with activation codes, last first.
export const loader = ({ request }: LoaderFunctionArgs) => loadMyContent(request);

export const meta = pageMeta;

// The checkout's texts come as a chunk of their own (decision 021).
export const clientLoader = checkoutClientLoader;

export default function MyContent() {
  const { t, i18n } = useTranslation(["profile", "checkout"]);
  const { items, orders } = useLoaderData<typeof loader>();
  return (
    <div className="py-6">
      <h1 className="text-3xl font-bold text-ink">{t("my_content.title")}</h1>
      <p className="mt-2 text-muted">{t("my_content.intro")}</p>
      <TitledSection id="my-orders" title={t("checkout:orders.heading")} className="mt-6">
        {orders.length === 0 ? (
          <p className="mt-2 text-ink">{t("checkout:orders.none")}</p>
        ) : (
          <ul
            className="mt-3 divide-y divide-line rounded-lg border border-line bg-white"
            data-testid="orders"
          >
            {orders.map((order) => (
              <li key={order.id} className="flex flex-wrap items-baseline justify-between gap-3 p-3">
                <span className="flex flex-col">
                  {order.href ? (
                    <Link to={order.href} className="font-semibold text-primary underline">
                      {order.title}
                    </Link>
                  ) : (
                    <span className="font-semibold text-ink">{order.title}</span>
                  )}
                  <span className="text-sm text-muted">
                    {t("checkout:orders.number", { number: order.number })} ·{" "}
                    {formatDate(order.createdAt, i18n.language, "Europe/Berlin")}
                    {order.invoice ? ` · ${t("checkout:orders.invoice", { invoice: order.invoice })}` : ""}
                  </span>
                </span>
                <span className="flex flex-wrap items-baseline gap-3 text-ink">
                  {formatEuro(order.total, i18n.language)} ({t(`checkout:orders.status.${order.status}`)})
                  {order.invoice ? (
                    <a
                      href={`/profile/orders/${order.id}/invoice`}
                      download
                      className="font-semibold text-primary underline"
                    >
                      {t("checkout:orders.download_invoice")}
                      <span className="sr-only"> {order.invoice}</span>
                    </a>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        )}
      </TitledSection>
      <h2 className="mt-8 text-xl font-semibold text-ink">{t("my_content.unlocked_heading")}</h2>
      {items.length === 0 ? (
        <div className="mt-6 rounded-lg border border-line bg-white p-6" data-testid="my-content-empty">
          <p className="text-ink">{t("my_content.empty")}</p>
          <Link to="/cme-fortbildungen" className={`${outlineButtonClass} mt-4`}>
            {t("my_content.discover")}
          </Link>
        </div>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 md:grid-cols-3" aria-label={t("my_content.list")}>
          {items.map((item) => (
            <li key={item.id}>
              <ContentCard item={item} signedIn />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
