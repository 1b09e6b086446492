import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LogoMark } from "./LogoMark";
import { homePath } from "./navigation";

/** Links to / when logged out and /home when logged in (spec 2.3). */
export function Logo({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation("frame");
  return (
    <Link
      to={homePath(loggedIn)}
      className="inline-flex min-h-12 shrink-0 items-center gap-2 rounded px-1 text-xl font-bold tracking-tight text-primary"
    >
      <LogoMark />
      <span>{t("common:product_name")}</span>
      <span className="sr-only"> {t("logo.home")}</span>
    </Link>
  );
}
