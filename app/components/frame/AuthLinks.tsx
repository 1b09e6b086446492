import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { outlineButtonClass, primaryButtonLook } from "../ui/buttonStyles";
import { cx } from "../ui/cx";
import { loginHref, registerHref } from "./urls";

/** Login and register for logged-out visitors: links that open the landing page's dialogs. */
export function AuthLinks({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { t } = useTranslation("frame");
  const { pathname, search } = useLocation();
  return (
    <div className={cx("flex flex-wrap items-center gap-2", className)}>
      <Link
        to={registerHref(pathname, search)}
        className={cx(compact ? "hidden sm:inline-flex" : "inline-flex", primaryButtonLook)}
      >
        {t("auth.register")}
      </Link>
      <Link to={loginHref(pathname, search)} className={outlineButtonClass}>
        {t("auth.login")}
      </Link>
    </div>
  );
}
