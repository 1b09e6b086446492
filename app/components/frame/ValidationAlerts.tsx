import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ClientUser } from "~/lib/user";
import { primaryButtonClass } from "../ui/buttonStyles";

export const REFRESH_VALIDATION_PATH = "/refresh-validation";

/** Where the renew button goes: the refresh dialog, returning to the current page afterwards. */
export function refreshValidationHref(pathname: string, search: string): string {
  return `${REFRESH_VALIDATION_PATH}?${new URLSearchParams({ redirectTo: pathname + search })}`;
}

type Notice = "pending" | "rejected" | "expired" | "expiring";

/** Which notice the frame shows for the user's proof, if any (spec 2.4, §4 proof states). */
function notice(user: ClientUser): Notice | null {
  if (user.validationStatus === "PENDING") return "pending";
  if (user.validationStatus === "REJECTED") return "rejected";
  if (user.validationStatus === "EXPIRED") return "expired";
  return user.validationExpiringSoon ? "expiring" : null;
}

/**
 * Spec 2.4 and §4 proof states for a signed-in user, on every page: the review notice while a
 * submitted proof is PENDING; a rejected proof (upload a new one), an expired one and one that
 * expires soon (renew), each with the button to the refresh dialog (not shown on that dialog's page).
 */
export function ValidationAlerts({ user }: { user: ClientUser | null }) {
  const { t } = useTranslation("auth");
  const { pathname, search } = useLocation();
  const kind = user ? notice(user) : null;
  if (!kind || (kind !== "pending" && pathname === REFRESH_VALIDATION_PATH)) return null;
  return (
    <aside aria-label={t("validation_alert.label")} className="border-b border-line bg-primary-light">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <p className="min-w-0 flex-1 basis-64 text-ink">{t(`validation_alert.${kind}`)}</p>
        {kind === "pending" ? null : (
          <Link to={refreshValidationHref(pathname, search)} className={primaryButtonClass}>
            {kind === "rejected" ? t("validation_alert.upload_new") : t("validation_alert.renew")}
          </Link>
        )}
      </div>
    </aside>
  );
}
