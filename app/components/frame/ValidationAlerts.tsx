import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ClientUser } from "~/lib/user";
import { primaryButtonClass } from "../ui/buttonStyles";

export const REFRESH_VALIDATION_PATH = "/refresh-validation";

/** Where the renew button goes: the refresh dialog, returning to the current page afterwards. */
export function refreshValidationHref(pathname: string, search: string): string {
  return `${REFRESH_VALIDATION_PATH}?${new URLSearchParams({ redirectTo: pathname + search })}`;
}

/**
 * Spec 2.4 and §4 proof states for a signed-in user: the refresh-validation alert while the proof
 * expires soon (with the renew button), and the review notice while a submitted proof is PENDING.
 */
export function ValidationAlerts({ user }: { user: ClientUser | null }) {
  const { t } = useTranslation("auth");
  const { pathname, search } = useLocation();
  if (!user) return null;
  const pending = user.validationStatus === "PENDING";
  if (!pending && (!user.validationExpiringSoon || pathname === REFRESH_VALIDATION_PATH)) return null;
  return (
    <aside aria-label={t("validation_alert.label")} className="border-b border-line bg-primary-light">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <p className="min-w-0 flex-1 basis-64 text-ink">
          {pending ? t("validation_alert.pending") : t("validation_alert.expiring")}
        </p>
        {pending ? null : (
          <Link to={refreshValidationHref(pathname, search)} className={primaryButtonClass}>
            {t("validation_alert.renew")}
          </Link>
        )}
      </div>
    </aside>
  );
}
