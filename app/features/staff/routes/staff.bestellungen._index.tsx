import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { StaffOrderSearchDocument } from "~/features/staff/staff.graphql.server";
import { getFixedT, getLocale } from "~/.server/i18n";
import { staffApi } from "~/features/staff/staff.server";
import { olderQuery, StaffPager } from "~/features/staff/StaffPager";
import { primaryButtonClass } from "~/components/ui/buttonStyles";
import { formatEventStart } from "~/lib/content-format";
import { formatEuro } from "~/lib/money";
import { pageMeta } from "~/lib/page-meta";
import { idParam, orderPath } from "~/features/staff/staff";
import { staffClientLoader } from "~/features/staff/staff-client";
import { pageTitle } from "~/lib/title";
import { isSingleLine } from "~/lib/validation";

// /staff/bestellungen: finance finds orders by number, the buyer's address or name (a GET form,
// `?suche=`), newest first, paged back with `?vor=` like the audit trail. Every search is in the
// audit trail by its kind. 404 for everyone without ORDERS (decision 035).

const SEARCH_MIN = 2;
const SEARCH_MAX = 255;
const PAGE = 50;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const raw = (url.searchParams.get("suche") ?? "").trim();
  const query = raw.length >= SEARCH_MIN && raw.length <= SEARCH_MAX && isSingleLine(raw) ? raw : null;
  const before = idParam(url.searchParams.get("vor"));
  // Without a search the page asks whether the session may see orders at all (else the 404).
  const api = await staffApi(request, url.pathname + url.search, query ? undefined : "ORDERS");
  const [t, locale] = await Promise.all([getFixedT(request), getLocale(request)]);
  const found = query
    ? (await api.request(StaffOrderSearchDocument, { query, beforeId: before, first: PAGE })).staffOrderSearch
    : [];
  const older = query ? olderQuery(found, PAGE, { suche: query }) : null;
  return {
    title: pageTitle(t, "staff:orders.title"),
    search: raw,
    tooShort: raw !== "" && query === null,
    searched: query !== null,
    newestHref: query && before ? `/staff/bestellungen?${new URLSearchParams({ suche: query })}` : null,
    olderHref: older ? `/staff/bestellungen${older}` : null,
    orders: found.map((order) => ({
      id: order.id,
      number: order.number,
      status: order.status,
      product: order.product,
      total: formatEuro(order.total, locale),
      createdAt: formatEventStart(order.created_at, locale),
      buyer: order.buyer
        ? { name: `${order.buyer.first_name} ${order.buyer.last_name}`, email: order.buyer.email }
        : { name: `${order.billing.first_name} ${order.billing.last_name}`, email: null },
    })),
  };
}

export const clientLoader = staffClientLoader;

export const meta = pageMeta;

export default function OrderSearch() {
  const { t } = useTranslation("staff");
  const { search, tooShort, searched, orders, newestHref, olderHref } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-3xl font-bold text-ink">{t("orders.title")}</h1>
      <p className="mt-2 text-muted">{t("orders.intro")}</p>
      <Form
        method="get"
        role="search"
        aria-label={t("orders.search")}
        className="mt-6 flex flex-wrap items-end gap-3"
      >
        <label className="flex grow flex-col text-sm font-semibold text-ink" htmlFor="order-search">
          {t("orders.search_label")}
        </label>
        <input
          id="order-search"
          name="suche"
          type="search"
          defaultValue={search}
          maxLength={SEARCH_MAX}
          aria-describedby={tooShort ? "order-search-error" : undefined}
          aria-invalid={tooShort ? true : undefined}
          className="min-h-10 w-full max-w-md rounded border border-line bg-white px-3 text-ink focus:border-primary"
        />
        <button type="submit" className={primaryButtonClass}>
          {t("orders.search")}
        </button>
      </Form>
      {tooShort ? (
        <p id="order-search-error" className="mt-2 text-sm text-error">
          {t("users.too_short", { count: SEARCH_MIN })}
        </p>
      ) : null}
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
    </div>
  );
}
