import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { loginHref, registerBackHref } from "~/components/frame/urls";
import { refreshValidationHref } from "~/components/frame/ValidationAlerts";
import { useRootData } from "~/root";
import type { LockViewer } from "./lock-hints";

/**
 * Log in and register for an anonymous viewer of a locked item: links to the landing page's dialogs
 * that come back here (registration too, decision 029). The caller lays them out (a fragment) and styles them.
 */
export function LockAuthLinks({ loginClass, registerClass }: { loginClass: string; registerClass: string }) {
  const { t } = useTranslation("content");
  const { pathname, search } = useLocation();
  return (
    <>
      <Link to={loginHref(pathname, search)} className={loginClass}>
        {t("lock.login")}
      </Link>
      <Link to={registerBackHref(pathname, search)} className={registerClass}>
        {t("lock.register")}
      </Link>
    </>
  );
}

/** The viewer of a locked item, from the frame's user: a proof that waits for review changes the hint. */
export function useLockViewer(): LockViewer {
  const user = useRootData()?.user;
  if (!user) return "anonymous";
  return user.validationStatus === "PENDING" ? "proof_pending" : "signed_in";
}

/**
 * For a signed-in viewer of an HWG item: the proof dialog (request validation, with a profession
 * and an EFN or a file), coming back to this page. Nothing while a proof already waits for review.
 */
export function ProofLink({ className }: { className: string }) {
  const { t } = useTranslation("content");
  const { pathname, search } = useLocation();
  if (useLockViewer() !== "signed_in") return null;
  return (
    <Link to={refreshValidationHref(pathname, search)} className={className}>
      {t("lock.proof")}
    </Link>
  );
}
