import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useLocation, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { loadPaymentResult } from "../checkout.server";
import { outlineButtonClass, primaryButtonClass } from "~/components/ui/buttonStyles";
import { formatEuro } from "~/lib/money";
import { useHydrated } from "~/lib/use-hydrated";
import { pageMeta } from "~/lib/page-meta";
import { checkoutClientLoader } from "~/lib/text-chunk-client";

// /payment-redirect (spec 2.1): where the provider sends the browser back. While the payment
// is open or pending the page asks to wait and checks again (JavaScript: every 2 s; without it a meta
// refresh every 5 s and a button); then success with the ticket, or the failure with a retry, or
// a payment that came after the checkout's hold and could not be honoured (refunded; decision 020).

const POLL_MS = 2000;
const REFRESH_SECONDS = 5;

export const loader = ({ request }: LoaderFunctionArgs) => loadPaymentResult(request);

export const meta = pageMeta;

// The checkout's texts come as a chunk of their own (decision 021).
export const clientLoader = checkoutClientLoader;

export default function PaymentRedirect() {
  const { t, i18n } = useTranslation("checkout");
  const result = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const waiting = result.state === "waiting";
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") revalidator.revalidate();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, revalidator]);

  return (
    <div className="mx-auto max-w-2xl px-4 py-12" aria-live="polite">
      {waiting ? (
        <>
          {/* Without JavaScript only: a constant delay and this same path (no user input). */}
          {hydrated ? null : <meta httpEquiv="refresh" content={`${REFRESH_SECONDS};url=${pathname}`} />}
          <h1 className="text-3xl font-bold text-ink">{t("payment.waiting_title")}</h1>
          <p className="mt-3 text-ink">{t("payment.waiting_text")}</p>
          <p className="mt-6">
            <Link to={pathname} className={outlineButtonClass} reloadDocument={!hydrated}>
              {t("payment.check_again")}
            </Link>
          </p>
        </>
      ) : result.state === "paid" ? (
        <>
          <h1 className="text-3xl font-bold text-ink">{t("payment.success_title")}</h1>
          <p role="status" className="mt-3 text-ink">
            {t("payment.success_text", { number: result.number, invoice: result.invoice })}
          </p>
          <p className="mt-6 flex flex-wrap gap-3">
            {result.product?.isEvent ? (
              <Link to={`/event/${result.product.slug}`} className={primaryButtonClass}>
                {t("payment.to_event")}
              </Link>
            ) : null}
            {result.item ? (
              <Link to={result.item.href} className={primaryButtonClass}>
                {t("payment.to_content")}
              </Link>
            ) : null}
            {result.orderId ? (
              <a href={`/profile/orders/${result.orderId}/invoice`} download className={outlineButtonClass}>
                {t("orders.download_invoice")}
              </a>
            ) : null}
            <Link to="/profile/my-content" className={outlineButtonClass}>
              {t("payment.my_content")}
            </Link>
          </p>
        </>
      ) : result.state === "unavailable" ? (
        <>
          <h1 className="text-3xl font-bold text-ink">{t("payment.unavailable_title")}</h1>
          <p role="alert" className="mt-3 text-ink">
            {t(
              result.refundReason === "CODE_USED_UP"
                ? "payment.unavailable_code_text"
                : "payment.unavailable_seat_text",
              { number: result.number },
            )}{" "}
            {t("payment.refund_text", { amount: formatEuro(result.total ?? 0, i18n.language) })}
          </p>
          <p className="mt-6 flex flex-wrap gap-3">
            {result.refundReason === "CODE_USED_UP" && result.retryHref ? (
              <Link to={result.retryHref} className={primaryButtonClass}>
                {t("payment.retry")}
              </Link>
            ) : result.product?.isEvent ? (
              <Link to={`/event/${result.product.slug}`} className={primaryButtonClass}>
                {t("payment.to_event")}
              </Link>
            ) : null}
          </p>
        </>
      ) : result.state === "failed" || result.state === "expired" ? (
        <>
          <h1 className="text-3xl font-bold text-ink">{t("payment.failed_title")}</h1>
          {/* Which order it was (number, what for, how much): to try again, or to ask support about it. */}
          <p role="alert" className="mt-3 text-ink">
            {result.number && result.total !== null
              ? `${t("payment.unpaid_order", {
                  number: result.number,
                  product: result.product?.title ?? result.item?.title ?? "",
                  amount: formatEuro(result.total, i18n.language),
                })} `
              : null}
            {t(result.state === "expired" ? "payment.expired_text" : "payment.failed_text")}
          </p>
          {result.retryHref ? (
            <p className="mt-6">
              <Link to={result.retryHref} className={primaryButtonClass}>
                {t("payment.retry")}
              </Link>
            </p>
          ) : null}
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold text-ink">{t("payment.title")}</h1>
          <p className="mt-3 text-ink">{t("payment.unknown")}</p>
          {/* This session's checkout is not known here (another device, an old bookmark): every order is. */}
          <p className="mt-6">
            <Link to="/profile/my-content" className={outlineButtonClass}>
              {t("payment.my_content")}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
