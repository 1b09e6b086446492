import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { FaqData } from "~/.server/faq";

type Category = FaqData["categories"][number];

/**
 * /faq and /faq/{type}: the topics as links, then the questions as native disclosures (keyboard and
 * screen readers know them, no JavaScript needed). Each question has an anchor: /faq/login#id.
 */
export function FaqPage({ categories, current, openId }: FaqData) {
  const { t } = useTranslation();
  const shown = current ? categories.filter((category) => category.slug === current) : categories;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-bold text-ink">{t("faq.title")}</h1>
      <p className="mt-2 text-muted">{t("faq.intro")}</p>
      <nav aria-label={t("faq.topics")} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          <li>
            <TopicLink to="/faq" current={current === null}>
              {t("faq.all")}
            </TopicLink>
          </li>
          {categories.map((category) => (
            <li key={category.slug}>
              <TopicLink to={`/faq/${category.slug}`} current={category.slug === current}>
                {category.title}
              </TopicLink>
            </li>
          ))}
        </ul>
      </nav>
      {shown.map((category) => (
        <FaqCategory key={category.slug} category={category} openId={openId} />
      ))}
    </div>
  );
}

function TopicLink({ to, current, children }: { to: string; current: boolean; children: string }) {
  return (
    <Link
      to={to}
      aria-current={current ? "page" : undefined}
      className={
        current
          ? "inline-block rounded-full bg-primary px-3 py-1 font-semibold text-white"
          : "inline-block rounded-full border border-line bg-white px-3 py-1 text-primary hover:border-primary"
      }
    >
      {children}
    </Link>
  );
}

function FaqCategory({ category, openId }: { category: Category; openId: string | null }) {
  const { t } = useTranslation();
  const headingId = `faq-${category.slug}`;
  return (
    <section className="mt-10" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold text-ink">
        {category.title}
      </h2>
      {category.entries.length === 0 ? (
        <p className="mt-3 text-muted">{t("faq.empty")}</p>
      ) : (
        <div className="mt-4 divide-y divide-line rounded-lg border border-line bg-white">
          {category.entries.map((entry) => (
            <details key={entry.id} id={entry.id} open={entry.id === openId} className="group p-4">
              <summary className="cursor-pointer font-semibold text-ink marker:text-primary">
                {entry.question}
              </summary>
              {entry.answer.split("\n\n").map((paragraph, index) => (
                <p key={index} className="mt-2 text-ink">
                  {paragraph}
                </p>
              ))}
            </details>
          ))}
        </div>
      )}
    </section>
  );
}
