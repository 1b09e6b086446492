import type { ClientUser } from "~/lib/user";
import { showsStaffTools } from "~/lib/user";
import { AuthLinks } from "./AuthLinks";
import { Logo } from "./Logo";
import { MenuToggle } from "./MenuToggle";
import { MobileSearch } from "./MobileSearch";
import { ProfileMenu } from "./ProfileMenu";
import { SearchForm } from "./SearchForm";
import type { OperatorLinks } from "./navigation";
import { StaffMenu } from "./StaffMenu";

type Props = {
  user: ClientUser | null;
  /** False while a signed-in user cannot be loaded: login links would mislead. */
  offerLogin?: boolean;
  links: OperatorLinks;
  /** Null when the layout has no menu (landing, video). */
  toggle: { hydrated: boolean; expanded: boolean; onToggle: () => void } | null;
  /** The phone's search toggle here, for a layout without the bottom navigation that holds it. */
  phoneSearch?: boolean;
};

const phoneSearchClass =
  "flex h-12 min-w-12 flex-col items-center justify-center gap-0.5 rounded-full px-2 text-xs font-semibold";

/** The 64 px bar at the top (spec 2.3): menu toggle, logo, search, staff menu, profile menu. */
export function TopBar({ user, offerLogin = true, links, toggle, phoneSearch = false }: Props) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-line bg-white">
      <div className="flex h-full items-center gap-2 px-2 sm:px-4">
        {toggle ? <MenuToggle {...toggle} /> : null}
        <Logo loggedIn={Boolean(user)} />
        <div className="hidden flex-1 justify-center px-4 md:flex">
          <SearchForm inputId="topbar-search" className="w-full max-w-xl" />
        </div>
        <div className="ml-auto flex items-center gap-1">
          {phoneSearch ? (
            <div className="md:hidden">
              <MobileSearch id="topbar-mobile-search" placement="top" itemClassName={phoneSearchClass} />
            </div>
          ) : null}
          {user && showsStaffTools(user) ? (
            <StaffMenu
              links={links}
              pendingProofs={user.pendingProofCount}
              permissions={user.staffPermissions}
            />
          ) : null}
          {user ? <ProfileMenu user={user} /> : offerLogin ? <AuthLinks compact /> : null}
        </div>
      </div>
    </header>
  );
}
