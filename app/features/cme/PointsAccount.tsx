import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { outlineButtonClass } from "~/components/ui/buttonStyles";
import { REQUIRED_POINTS, SPECIALTY_POINTS, type Cycle, type pointsAccount } from "./cme-account";
import { formatDate } from "~/lib/content-format";

/**
 * The CME points account: the current 5-year cycle against 250 points (150 of them in the
 * specialty for doctors with a main field), points still at the chamber apart, a year-by-year table,
 * and the cycle's start, which the user chooses (a plain form).
 */
export function PointsAccount({
  cycleStart,
  cycle,
  account,
  specialty,
}: {
  cycleStart: string | null;
  cycle: Cycle | null;
  account: ReturnType<typeof pointsAccount> | null;
  specialty: boolean;
}) {
  const { t, i18n } = useTranslation("cme");
  const date = (day: string) => formatDate(`${day}T00:00:00Z`, i18n.language);
  return (
    <section
      className="mt-8 rounded-lg border border-line bg-white p-5"
      aria-labelledby="cme-account"
      data-testid="points-account"
    >
      <h2 id="cme-account" className="text-2xl font-semibold text-ink">
        {t("account.heading")}
      </h2>
      {cycle && account ? (
        <>
          <p className="mt-1 text-muted">
            {t("account.cycle", { from: date(cycle.start), to: date(cycle.end) })}
          </p>
          <p id="cme-account-earned" className="mt-4 font-semibold text-ink">
            {t("account.earned", { earned: account.earned, required: REQUIRED_POINTS })}
          </p>
          <progress
            className="mt-1 h-3 w-full accent-primary"
            max={REQUIRED_POINTS}
            value={Math.min(account.earned, REQUIRED_POINTS)}
            aria-labelledby="cme-account-earned"
          />
          {account.pending > 0 ? (
            <p className="mt-2 text-ink">{t("account.pending", { count: account.pending })}</p>
          ) : null}
          {specialty ? (
            <p className="mt-2 text-ink">
              {t("account.specialty", { earned: account.specialty, required: SPECIALTY_POINTS })}
            </p>
          ) : null}
          <p className="mt-2 text-ink">
            {account.remaining > 0
              ? t("account.remaining", { count: account.remaining, date: date(cycle.end) })
              : t("account.complete")}
          </p>
          <h3 className="mt-5 font-semibold text-ink">{t("account.years_heading")}</h3>
          {account.years.length === 0 ? (
            <p className="mt-2 text-muted">{t("account.no_years")}</p>
          ) : (
            <table className="mt-2 w-full max-w-md text-left text-sm" data-testid="points-by-year">
              <thead>
                <tr className="border-b border-line text-muted">
                  <th scope="col" className="py-1 pr-4 font-semibold">
                    {t("account.year")}
                  </th>
                  <th scope="col" className="py-1 pr-4 font-semibold">
                    {t("account.earned_column")}
                  </th>
                  <th scope="col" className="py-1 font-semibold">
                    {t("account.pending_column")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {account.years.map((row) => (
                  <tr key={row.year} className="border-b border-line">
                    <th scope="row" className="py-1 pr-4 font-semibold text-ink">
                      {row.year}
                    </th>
                    <td className="py-1 pr-4 text-ink">{row.earned}</td>
                    <td className="py-1 text-ink">{row.pending}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      ) : (
        <p className="mt-2 text-ink">{t("account.cycle_none")}</p>
      )}
      <Form method="post" action="/cme" noValidate className="mt-5 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="cycle" />
        <input type="hidden" name="redirectTo" value="/profile/certificates" />
        <label className="flex flex-col text-sm font-semibold text-ink">
          {t("account.cycle_label")}
          <input
            type="date"
            name="date"
            defaultValue={cycleStart ?? ""}
            required
            className="mt-1 min-h-10 rounded-md border border-line bg-white px-3 font-normal"
          />
        </label>
        <button type="submit" className={outlineButtonClass}>
          {t("account.cycle_save")}
        </button>
      </Form>
    </section>
  );
}
