import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { StaffListPage } from "../StaffListPage";
import { StaffPager } from "~/features/staff/StaffPager";
import { StaffSearchForm } from "~/features/staff/StaffSearchForm";
import { pageMeta } from "~/lib/page-meta";
import { orderPath } from "~/features/staff/staff";
import { staffClientLoader } from "~/features/staff/staff-client";
import { orderSearchPage } from "~/features/staff/staff-orders.server";

// /staff/bestellungen: finance finds orders by number, the buyer's address or name (a GET form,
// `?suche=`), newest first, paged back with `?vor=` like the audit trail. Every search is in the
// audit trail by its kind. 404 for everyone without ORDERS (decision 035).

export const loader = ({ request }: LoaderFunctionArgs) => orderSearchPage(request);

export const clientLoader = staffClientLoader;

export const meta = pageMeta;

export default function OrderSearch() {
  const { t } = useTranslation("staff");
  const { search, tooShort, searched, orders, newestHref, olderHref } = useLoaderData<typeof loader>();
  return (
    <StaffListPage title={t("orders.title")} intro={t("orders.intro")}>
      <StaffSearchForm
        id="order-search"
        label={t("orders.search_label")}
        submit={t("orders.search")}
        search={search}
        tooShort={tooShort}
      />
      {searched ? (
        <p role="status" className="mt-6 font-semibold text-ink">
          {orders.length === 0 ? t("orders.none_found") : t("orders.found_newest_first")}
        </p>
      ) : null}
      {orders.length > 0 ? (
        <ul className="mt-3 divide-y divide-line rounded border border-line bg-white">
          {orders.map((order) => (
            <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <div>
                <Link to={orderPath(order.id)} className="font-semibold text-primary underline">
                  {t("orders.order_label", { number: order.number })}
                </Link>
                <span className="block text-sm text-ink">{order.product}</span>
              </div>
              <div className="text-sm text-ink">
                <span className="block">
                  {order.buyer.name}
                  {order.buyer.email ? (
                    <span className="block break-all text-muted">{order.buyer.email}</span>
                  ) : (
                    <span className="block text-muted">{t("orders.account_deleted")}</span>
                  )}
                </span>
              </div>
              <span className="text-sm text-ink">
                {order.createdAt} · {order.total} · {t(`users.order_status.${order.status}`)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <StaffPager
        newest={newestHref ? { href: newestHref, label: t("orders.newest") } : null}
        older={olderHref ? { href: olderHref, label: t("orders.older") } : null}
      />
    </StaffListPage>
  );
}
