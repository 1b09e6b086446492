import { NavLink } from "@remix-run/react";
import { useEffect, useRef, type FocusEvent } from "react";
import { useTranslation } from "react-i18next";
import type { ClientUser } from "~/lib/user";
import { DRAWER_ID, keepsMenusOpen, MENU_TOGGLE_ID } from "./constants";
import { cx } from "../ui/cx";
import { drawerLinkClass } from "./drawerStyles";
import { FollowedSection } from "./FollowedSection";
import { CloseIcon } from "../ui/icons";
import { LanguageSwitch } from "./LanguageSwitch";
import { legalEntries, mainEntries } from "./navigation";
import type { DrawerState } from "./useDrawerState";

type Props = {
  user: ClientUser | null;
  hydrated: boolean;
  state: DrawerState;
};

const panelClass = "fixed top-16 bottom-0 left-0 w-64 overflow-y-auto border-r border-line bg-white";
const backdropClass = "fixed inset-x-0 top-16 bottom-0 z-[25] bg-black/40";

/**
 * The side drawer (spec 2.3). Without JavaScript it is open beside the content on desktop and
 * opens on mobile by CSS `:target` (the toggle links to #drawer, the close link to the toggle);
 * once hydrated, React state from useDrawerState decides.
 */
export function Drawer({ user, hydrated, state }: Props) {
  const { t } = useTranslation("frame");
  const ref = useRef<HTMLElement>(null);
  const overlayShown = hydrated && state.overlay && state.overlayOpen;

  useEffect(() => {
    if (overlayShown) ref.current?.querySelector<HTMLElement>("a[href], button")?.focus();
  }, [overlayShown]);

  // An overlay closes when the keyboard leaves it (the content behind it is covered).
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!overlayShown || !(next instanceof HTMLElement)) return;
    if (!event.currentTarget.contains(next) && next.id !== MENU_TOGGLE_ID && !keepsMenusOpen(next))
      state.closeOverlay();
  };

  const visibility = hydrated
    ? cx(state.overlayOpen ? "block" : "hidden", state.dockedOpen ? "md:block" : "md:hidden")
    : "hidden target:block md:block";
  const layering = "z-30 shadow-xl md:z-20 md:shadow-none";

  return (
    <>
      <nav
        id={DRAWER_ID}
        ref={ref}
        aria-label={t("drawer.label")}
        data-nav-area="drawer"
        className={cx("peer", panelClass, layering, visibility)}
        onBlur={onBlur}
      >
        {hydrated ? null : (
          <a
            href={`#${MENU_TOGGLE_ID}`}
            className="m-2 flex min-h-10 items-center gap-2 rounded-md px-2 text-primary md:hidden"
          >
            <CloseIcon className="size-5" />
            {t("menu.close")}
          </a>
        )}
        <ul className="py-2">
          {mainEntries(Boolean(user)).map((entry) => (
            <li key={entry.key}>
              <NavLink
                to={entry.to}
                end={entry.end}
                data-nav={entry.key}
                className={({ isActive }) => drawerLinkClass(isActive)}
              >
                {t(`nav.${entry.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
        {user ? <FollowedSection items={user.followed} /> : null}
        <div className="border-t border-line py-3 text-sm">
          <h2 className="px-4 pb-1 font-semibold text-muted">{t("drawer.service")}</h2>
          <ul>
            {legalEntries.map((entry) => (
              <li key={entry.key}>
                <NavLink
                  to={entry.to}
                  end
                  data-nav={entry.key}
                  className={({ isActive }) => drawerLinkClass(isActive)}
                >
                  {t(`legal.${entry.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
          <LanguageSwitch tone="light" className="px-4 pt-3" />
        </div>
      </nav>
      {hydrated ? (
        overlayShown ? (
          <div aria-hidden="true" className={cx(backdropClass, "md:hidden")} onClick={state.closeOverlay} />
        ) : null
      ) : (
        <a
          href={`#${MENU_TOGGLE_ID}`}
          tabIndex={-1}
          aria-hidden="true"
          aria-label={t("menu.close")}
          className={cx(backdropClass, "hidden peer-target:block md:peer-target:hidden")}
        />
      )}
    </>
  );
}
