import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { loginHref, registerHref } from "~/components/frame/urls";

/**
 * Log in and register for an anonymous viewer of a locked item: links to the landing page's dialogs
 * that come back here. The caller lays them out (a fragment) and styles them.
 */
export function LockAuthLinks({ loginClass, registerClass }: { loginClass: string; registerClass: string }) {
  const { t } = useTranslation("content");
  const { pathname, search } = useLocation();
  return (
    <>
      <Link to={loginHref(pathname, search)} className={loginClass}>
        {t("lock.login")}
      </Link>
      <Link to={registerHref(pathname, search)} className={registerClass}>
        {t("lock.register")}
      </Link>
    </>
  );
}
