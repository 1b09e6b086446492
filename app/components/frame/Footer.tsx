import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { cx } from "../ui/cx";
import { LanguageSwitch } from "./LanguageSwitch";
import { footerColumns, type OperatorLinks } from "./navigation";
import { ScrollToTop } from "./ScrollToTop";

const linkClass = "inline-block py-1 text-white underline-offset-4 hover:underline";

type Props = { loggedIn: boolean; scrollToTop: boolean; links: OperatorLinks };

/**
 * Spec 2.3: navigation, brands, legal and about columns, the operator's video channel and professional
 * network (where set), language and copyright.
 */
export function Footer({ loggedIn, scrollToTop, links }: Props) {
  const { t } = useTranslation("frame");
  const social = (["video", "network"] as const).flatMap((key) => {
    const href = links[key];
    return href ? [{ key, href }] : [];
  });
  return (
    <footer className="bg-primary-dark text-white" data-nav-area="footer">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        {footerColumns(loggedIn).map((column) => (
          <div key={column.key}>
            <h2 className="mb-2 font-semibold">{t(`footer.${column.key}`)}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} data-nav={link.key} className={linkClass}>
                    {t(`${link.section}.${link.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {/* With the scroll-to-top button: room at the end of the page for the button to float over, so
          it never covers the language switch or the copyright. */}
      <div
        className={cx(
          "mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 border-t border-white/20 px-4 pt-6",
          scrollToTop ? "pb-24 md:pb-20" : "pb-6",
        )}
      >
        {social.length > 0 ? (
          <ul className="flex flex-wrap gap-x-6" aria-label={t("footer.social")}>
            {social.map((link) => (
              <li key={link.key}>
                <a href={link.href} className={linkClass}>
                  {t(`footer.${link.key}`)}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <LanguageSwitch tone="dark" />
        <p className="w-full text-sm" suppressHydrationWarning>
          {t("footer.copyright", { year: new Date().getFullYear() })}
        </p>
      </div>
      {scrollToTop ? <ScrollToTop /> : null}
    </footer>
  );
}
