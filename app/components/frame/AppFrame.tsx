import { Link, useLocation } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/lib/use-hydrated";
import type { ClientUser } from "~/lib/user";
import { BottomNav } from "./BottomNav";
import { removeCdnCookies } from "./cdn-cookies";
import { MAIN_ID } from "./constants";
import { emptyLayoutLegal, type OperatorLinks } from "./navigation";
import { cx } from "../ui/cx";
import { Drawer } from "./Drawer";
import { Footer } from "./Footer";
import { GuidedTour } from "./GuidedTour";
import { Logo } from "./Logo";
import { LogoutDialog } from "./LogoutDialog";
import { RegisterAlert } from "./RegisterAlert";
import { SimulateBanner } from "./SimulateBanner";
import { SkipLink } from "./SkipLink";
import { TopBar } from "./TopBar";
import { ValidationAlerts } from "./ValidationAlerts";
import { useDrawerState } from "./useDrawerState";

/**
 * Spec 2.2. `empty`: a page of its own, only the logo (a certificate's check, an unsubscribe link) and
 * a line with the imprint and privacy policy.
 * `landing` and `video`: top bar and footer, no menu (no drawer, no bottom navigation, no scroll-to-top).
 */
export type Layout = "default" | "empty" | "landing" | "video";

type Props = {
  layout: Layout;
  user: ClientUser | null;
  /** Signed in, but the upstream could not say who (it is down): no account, and no login offered. */
  userUnavailable?: boolean;
  links: OperatorLinks;
  children: ReactNode;
};

const mainClass = "flex-1 outline-none focus-visible:outline-none";

export function AppFrame({ layout, user, userUnavailable = false, links, children }: Props) {
  if (layout === "empty") {
    return (
      <div className="flex min-h-screen flex-col">
        <header className="flex h-16 items-center border-b border-line bg-white px-4">
          <Logo loggedIn={Boolean(user)} />
        </header>
        <main id={MAIN_ID} tabIndex={-1} className={mainClass}>
          {children}
        </main>
        <EmptyLayoutFooter />
      </div>
    );
  }
  return (
    <Frame layout={layout} user={user} userUnavailable={userUnavailable} links={links}>
      {children}
    </Frame>
  );
}

function Frame({
  layout,
  user,
  userUnavailable,
  links,
  children,
}: Props & { layout: Exclude<Layout, "empty"> }) {
  const hydrated = useHydrated();
  const drawer = useDrawerState();
  const { pathname, search } = useLocation();
  const hasMenu = layout === "default";
  const logoutOpen = Boolean(user) && new URLSearchParams(search).get("dialog") === "logout";
  // Spec §7: the video CDN's cookies go on each mount of the video layout.
  useEffect(() => {
    if (layout === "video") removeCdnCookies();
  }, [layout]);

  return (
    <>
      <SkipLink />
      <TopBar
        user={user}
        offerLogin={!userUnavailable}
        links={links}
        toggle={hasMenu ? { hydrated, expanded: drawer.expanded, onToggle: drawer.toggle } : null}
        // Without the bottom navigation a phone would have no search on a video's page.
        phoneSearch={layout === "video"}
      />
      {hasMenu ? <Drawer user={user} hydrated={hydrated} state={drawer} /> : null}
      <div
        className={cx(
          "flex min-h-screen flex-col pt-16",
          hasMenu && drawer.dockedOpen && "md:pl-64",
          hasMenu && "pb-16 md:pb-0",
        )}
      >
        {user?.isSimulating ? <SimulateBanner user={user} /> : null}
        {/* The landing page's own header and hero already offer to register and log in. */}
        {user || userUnavailable || layout === "landing" ? null : <RegisterAlert />}
        <ValidationAlerts user={user} />
        <main id={MAIN_ID} tabIndex={-1} className={mainClass}>
          {/* Spec §4: the tour starts by itself on /home until it was skipped or finished. */}
          {user?.showTour && pathname === "/home" && hasMenu ? (
            <GuidedTour hydrated={hydrated} drawer={drawer} />
          ) : null}
          {children}
        </main>
        <Footer loggedIn={Boolean(user)} scrollToTop={hasMenu} links={links} />
      </div>
      {hasMenu ? <BottomNav loggedIn={Boolean(user)} /> : null}
      {logoutOpen ? <LogoutDialog /> : null}
    </>
  );
}

/** The empty layout's one line: imprint and privacy policy, one click away from every page. */
function EmptyLayoutFooter() {
  const { t } = useTranslation("frame");
  return (
    <footer className="border-t border-line bg-white px-4 py-3 text-sm">
      <ul className="mx-auto flex max-w-2xl flex-wrap gap-x-6">
        {emptyLayoutLegal.map((entry) => (
          <li key={entry.key}>
            <Link to={entry.to} className="inline-block py-1 text-primary underline">
              {t(`legal.${entry.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </footer>
  );
}
