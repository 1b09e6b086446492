import { NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cx } from "../ui/cx";
import { CalendarIcon, FieldsIcon, HomeIcon } from "../ui/icons";
import { MobileSearch } from "./MobileSearch";
import { homePath } from "./navigation";

const itemClass =
  "flex h-full min-w-16 flex-col items-center justify-center gap-0.5 px-2 text-xs font-semibold";

/** Mobile only (below md): home, fields, appointments and the search toggle (spec 2.3). */
export function BottomNav({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation("frame");
  const entries: Array<{ key: string; to: string; icon: ReactNode; end?: boolean }> = [
    { key: "home", to: homePath(loggedIn), icon: <HomeIcon />, end: true },
    { key: "fields", to: "/fachgebiete", icon: <FieldsIcon /> },
    { key: "appointments", to: "/livestreams", icon: <CalendarIcon /> },
  ];
  return (
    <nav
      aria-label={t("bottom_nav.label")}
      data-nav-area="bottom_nav"
      className="fixed inset-x-0 bottom-0 z-20 h-16 border-t border-line bg-white md:hidden"
    >
      <ul className="flex h-full items-stretch justify-around">
        {entries.map((entry) => (
          <li key={entry.key}>
            <NavLink
              to={entry.to}
              end={entry.end}
              data-nav={entry.key}
              className={({ isActive }) => cx(itemClass, isActive ? "text-primary" : "text-muted")}
            >
              {entry.icon}
              <span>{t(`bottom_nav.${entry.key}`)}</span>
            </NavLink>
          </li>
        ))}
        <li>
          <MobileSearch itemClassName={itemClass} />
        </li>
      </ul>
    </nav>
  );
}
