import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

const faqKeys = ["what", "cost", "proof", "cme", "efn", "devices"] as const;
const legalDialogs = ["imprint", "terms", "privacy-policy"] as const;

/** The logged-out start page (spec 2.6): main section, FAQ, call to action, divider and footer links. */
export function Landing() {
  const { t } = useTranslation("landing");
  return (
    <div>
      <section className="bg-primary text-white" aria-labelledby="landing-title">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-16 md:grid-cols-2 md:py-24">
          <div>
            <h1 id="landing-title" className="text-3xl font-bold leading-tight md:text-5xl">
              {t("hero.title")}
            </h1>
            <p className="mt-4 text-lg text-white/90">{t("hero.text")}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link
                to="/?dialog=register"
                className="rounded bg-white px-5 py-3 font-semibold text-primary hover:bg-primary-light"
              >
                {t("hero.register")}
              </Link>
              <Link
                to="/?dialog=login"
                className="rounded border-2 border-white px-5 py-3 font-semibold text-white hover:bg-white/10"
              >
                {t("hero.login")}
              </Link>
            </div>
          </div>
          <ul className="grid content-center gap-4">
            {(["live", "cme", "fields"] as const).map((key) => (
              <li key={key} className="rounded-lg bg-white/10 p-4">
                <h2 className="text-lg font-semibold">{t(`hero.points.${key}.title`)}</h2>
                <p className="mt-1 text-white/90">{t(`hero.points.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-3xl px-4 py-16" aria-labelledby="faq-title">
        <h2 id="faq-title" className="text-2xl font-bold text-ink">
          {t("faq.title")}
        </h2>
        <div className="mt-6 divide-y divide-line rounded-lg border border-line bg-white">
          {faqKeys.map((key) => (
            <details key={key} className="group p-4">
              <summary className="flex items-center justify-between gap-4 font-semibold text-ink">
                {t(`faq.items.${key}.question`)}
                <span aria-hidden="true" className="text-primary transition group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="mt-2 text-muted">{t(`faq.items.${key}.answer`)}</p>
            </details>
          ))}
        </div>
      </section>

      <section className="bg-primary-light" aria-labelledby="cta-title">
        <div className="mx-auto max-w-3xl px-4 py-16 text-center">
          <h2 id="cta-title" className="text-2xl font-bold text-ink">
            {t("cta.title")}
          </h2>
          <p className="mt-3 text-muted">{t("cta.text")}</p>
          <Link
            to="/?dialog=register"
            className="mt-6 inline-block rounded bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-dark"
          >
            {t("cta.button")}
          </Link>
        </div>
      </section>

      <hr className="border-line" />
      <nav aria-label={t("legal_nav")} className="mx-auto flex max-w-6xl flex-wrap gap-4 px-4 py-6 text-sm">
        {legalDialogs.map((page) => (
          <Link key={page} to={`/?dialog=${page}`} className="text-primary underline" preventScrollReset>
            {t(`legal.${page}`)}
          </Link>
        ))}
      </nav>
    </div>
  );
}
