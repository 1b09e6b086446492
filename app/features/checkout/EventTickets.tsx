import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { TitledSection } from "~/components/ui/TitledSection";
import { loginHref } from "~/components/frame/urls";
import { primaryButtonClass } from "~/components/ui/buttonStyles";
import { formatDate } from "~/lib/content-format";
import { formatEuro } from "~/lib/money";

export type TicketPrice = {
  id: string;
  type: string;
  amount: number;
  currentAmount: number;
  bookable: boolean;
};

export type Tickets = {
  salePhase: "PRE_SALE" | "ON_SALE" | "POST_SALE";
  saleStartsAt: string | null;
  soldOut: boolean;
  /** Every seat left is held by others' open checkouts (free again if one ends unpaid). */
  fullyReserved: boolean;
  booked: boolean;
  earlyBirdUntil: string | null;
  prices: TicketPrice[];
};

/** A price with its early-bird reduction: the current amount, the regular one struck through. */
export function PriceAmount({ price }: { price: Pick<TicketPrice, "amount" | "currentAmount"> }) {
  const { t, i18n } = useTranslation("checkout");
  const reduced = price.currentAmount < price.amount;
  return (
    <span className="whitespace-nowrap">
      <strong className="text-lg text-ink">{formatEuro(price.currentAmount, i18n.language)}</strong>
      {reduced ? (
        <>
          {" "}
          <del className="text-muted">
            <span className="sr-only">{t("tickets.regular", { amount: "" })}</span>
            {formatEuro(price.amount, i18n.language)}
          </del>
        </>
      ) : null}
    </span>
  );
}

/**
 * The tickets of an event page: the sale's state, every price (the viewer's bookable ones
 * marked, early-bird prices with the regular one struck through) and the way to book.
 */
export function EventTickets({
  slug,
  tickets,
  signedIn,
}: {
  slug: string;
  tickets: Tickets;
  signedIn: boolean;
}) {
  const { t, i18n } = useTranslation("checkout");
  const { pathname, search } = useLocation();
  const zone = "Europe/Berlin";
  const bookable = tickets.prices.some((price) => price.bookable);
  const open =
    tickets.salePhase === "ON_SALE" && !tickets.soldOut && !tickets.fullyReserved && !tickets.booked;
  return (
    <TitledSection
      id="event-tickets"
      title={t("tickets.heading")}
      className="mt-10 rounded-lg bg-white p-5 shadow-sm"
    >
      {tickets.booked ? (
        <p role="status" className="mt-3 rounded bg-primary-light p-3 font-semibold text-ink">
          {t("tickets.booked")}
        </p>
      ) : tickets.salePhase === "PRE_SALE" && tickets.saleStartsAt ? (
        <p className="mt-3 text-ink">
          {t("tickets.pre_sale", { date: formatDate(tickets.saleStartsAt, i18n.language, zone) })}
        </p>
      ) : tickets.salePhase === "POST_SALE" ? (
        <p className="mt-3 text-ink">{t("tickets.post_sale")}</p>
      ) : tickets.soldOut ? (
        <p className="mt-3 font-semibold text-ink">{t("tickets.sold_out")}</p>
      ) : tickets.fullyReserved ? (
        <div role="status" className="mt-3 text-ink">
          <p className="font-semibold">{t("tickets.fully_reserved")}</p>
          <p>{t("tickets.fully_reserved_hint")}</p>
        </div>
      ) : null}
      {tickets.earlyBirdUntil && tickets.salePhase !== "POST_SALE" ? (
        <p className="mt-3 font-semibold text-primary">
          {t("tickets.early_bird", { date: formatDate(tickets.earlyBirdUntil, i18n.language, zone) })}
        </p>
      ) : null}
      <ul className="mt-3 divide-y divide-line" data-testid="ticket-prices">
        {tickets.prices.map((price) => (
          <li key={price.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
            <span className="text-ink">
              {t(`price_types.${price.type}`)}
              {signedIn ? (
                <span
                  className={
                    price.bookable ? "ml-2 text-sm font-semibold text-primary" : "ml-2 text-sm text-muted"
                  }
                >
                  ({t(price.bookable ? "tickets.yours" : "tickets.other_group")})
                </span>
              ) : null}
            </span>
            <PriceAmount price={price} />
          </li>
        ))}
      </ul>
      {open ? (
        signedIn ? (
          bookable ? (
            <Link to={`/registration/${slug}`} className={`${primaryButtonClass} mt-4`}>
              {t("tickets.book")}
            </Link>
          ) : (
            <p className="mt-4 text-muted">{t("checkout.no_price")}</p>
          )
        ) : (
          <Link to={loginHref(pathname, search)} className={`${primaryButtonClass} mt-4`}>
            {t("tickets.login")}
          </Link>
        )
      ) : null}
    </TitledSection>
  );
}
