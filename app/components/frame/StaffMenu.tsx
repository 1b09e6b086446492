import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Disclosure } from "./Disclosure";
import { ShieldIcon } from "../ui/icons";
import { menuItemClass, menuPanelClass } from "./menuStyles";
import type { OperatorLinks } from "./navigation";
import type { ClientUser } from "~/lib/user";
import { useCurrentPath } from "./urls";

type Props = {
  links: Pick<OperatorLinks, "admin" | "support">;
  /** Proofs waiting for staff; null when the role does not review proofs. */
  pendingProofs: number | null;
  /** The staff pages the role may use (decision 035). */
  permissions: ClientUser["staffPermissions"];
};

/**
 * Staff tools (spec 2.3, 6): the staff pages the role may use (decision 035), the operator's admin
 * dashboard (desktop only) and support tickets where set, simulate a normal user.
 */
export function StaffMenu({ links, pendingProofs, permissions }: Props) {
  const { t } = useTranslation("frame");
  const redirectTo = useCurrentPath();
  return (
    <Disclosure
      id="staff-menu"
      className="relative"
      summaryClassName="flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-full px-3 font-semibold text-primary hover:bg-primary-light"
      summary={
        <>
          <ShieldIcon />
          <span className="sr-only lg:not-sr-only">{t("staff_menu.label")}</span>
        </>
      }
      panelClassName={menuPanelClass}
    >
      <ul>
        {pendingProofs !== null ? (
          <li>
            <Link to="/staff/nachweise" className={`${menuItemClass} justify-between gap-3`}>
              {t("staff_menu.proofs")}
              <span className="rounded-full bg-primary px-2 text-sm font-semibold text-white">
                {pendingProofs}
                <span className="sr-only"> {t("staff_menu.proofs_waiting", { count: pendingProofs })}</span>
              </span>
            </Link>
          </li>
        ) : null}
        {permissions.includes("USERS") ? (
          <li>
            <Link to="/staff/nutzer" className={menuItemClass}>
              {t("staff_menu.users")}
            </Link>
          </li>
        ) : null}
        {permissions.includes("AUDIT") ? (
          <li>
            <Link to="/staff/protokoll" className={menuItemClass}>
              {t("staff_menu.audit")}
            </Link>
          </li>
        ) : null}
        {permissions.includes("ORDERS") ? (
          <li>
            <Link to="/staff/bestellungen" className={menuItemClass}>
              {t("staff_menu.orders")}
            </Link>
          </li>
        ) : null}
        <li>
          <Link to="/staff/live" className={menuItemClass}>
            {t("staff_menu.live")}
          </Link>
        </li>
        <li>
          <Link to="/staff/feedback" className={menuItemClass}>
            {t("staff_menu.feedback")}
          </Link>
        </li>
        {permissions.includes("CAMPAIGNS") ? (
          <li>
            <Link to="/staff/kampagnen" className={menuItemClass}>
              {t("staff_menu.campaigns")}
            </Link>
          </li>
        ) : null}
        {permissions.includes("SURVEYS") ? (
          <li>
            <Link to="/staff/umfragen" className={menuItemClass}>
              {t("staff_menu.surveys")}
            </Link>
          </li>
        ) : null}
        {links.admin ? (
          <li className="hidden md:block">
            <a href={links.admin} className={menuItemClass}>
              {t("staff_menu.admin")}
            </a>
          </li>
        ) : null}
        {links.support ? (
          <li>
            <a href={links.support} className={menuItemClass}>
              {t("staff_menu.support")}
            </a>
          </li>
        ) : null}
        <li>
          <Form method="post" action="/simulate" preventScrollReset>
            <input type="hidden" name="enabled" value="true" />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <button type="submit" className={menuItemClass}>
              {t("staff_menu.simulate")}
            </button>
          </Form>
        </li>
      </ul>
    </Disclosure>
  );
}
