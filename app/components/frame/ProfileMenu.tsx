import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PlainLink } from "~/render/PlainLink";
import { displayName, type ClientUser } from "~/lib/user";
import { Disclosure } from "./Disclosure";
import { menuItemClass, menuPanelClass } from "./menuStyles";
import { logoutHref } from "./urls";

// Spec 2.3: the profile menu's entries, then logout with its confirmation dialog. The watch list
// too: pages without the menu (the video layout, where items are saved) have no other way to it.
const entries = [
  { key: "certificates", to: "/profile/certificates" },
  { key: "subscriptions", to: "/profile/subscriptions" },
  { key: "my_content", to: "/profile/my-content" },
  { key: "watchlist", to: "/watchlist" },
  { key: "profile", to: "/profile" },
  { key: "notifications", to: "/profile/notifications" },
] as const;

export const PROFILE_MENU_ID = "profile-menu";

export function ProfileMenu({ user }: { user: ClientUser }) {
  const { t } = useTranslation("frame");
  const { pathname, search } = useLocation();
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  const name = displayName(user, t);
  return (
    <Disclosure
      id={PROFILE_MENU_ID}
      className="relative"
      summaryClassName="flex size-12 items-center justify-center rounded-full hover:bg-primary-light"
      summary={
        <>
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-primary text-sm font-semibold text-white"
          >
            {initials}
          </span>
          <span className="sr-only">{t("profile_menu.label")}</span>
        </>
      }
      panelClassName={menuPanelClass}
    >
      <p className="border-b border-line px-4 pt-1 pb-3 font-semibold break-words">{name}</p>
      <ul className="pt-1">
        {entries.map((entry) => (
          <li key={entry.key}>
            <PlainLink href={entry.to} className={menuItemClass} data-profile-entry={entry.key}>
              {t(`profile_menu.${entry.key}`)}
            </PlainLink>
          </li>
        ))}
        <li className="mt-1 border-t border-line pt-1">
          <Link to={logoutHref(pathname, search)} preventScrollReset className={menuItemClass}>
            {t("profile_menu.logout")}
          </Link>
        </li>
      </ul>
    </Disclosure>
  );
}
