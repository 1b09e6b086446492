import { Link, useNavigate } from "@remix-run/react";
import { renderTricksOn } from "./switch";
import {
  createContext,
  useCallback,
  useContext,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from "react";

// A page can show 150 content cards (/home), and every page's frame has dozens of links. Remix's
// <Link> runs a dozen hooks per link on the server and in the browser; where a link needs none of
// its options, a plain anchor does, and one handler made here (for the whole page) turns a plain
// left click into the app's client-side navigation (decision 021).

type FollowLink = (event: MouseEvent<HTMLElement>) => void;

const FollowLinkContext = createContext<FollowLink | null>(null);

export function PlainLinkProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const follow = useCallback<FollowLink>(
    (event) => {
      // New tab, download, another window: what the browser does with a link.
      const { button, metaKey, altKey, ctrlKey, shiftKey, defaultPrevented } = event;
      if (defaultPrevented || button !== 0 || metaKey || altKey || ctrlKey || shiftKey) return;
      // The link itself, or one inside the element that handles its clicks (markup that is not hydrated).
      const link = (event.target as Element).closest("a");
      const href = link && event.currentTarget.contains(link) ? link.getAttribute("href") : null;
      if (!href?.startsWith("/") || link?.target || link?.hasAttribute("download")) return;
      event.preventDefault();
      navigate(href);
    },
    [navigate],
  );
  return <FollowLinkContext.Provider value={follow}>{children}</FollowLinkContext.Provider>;
}

/**
 * The page's click handler for same-site links: on a link, or on an element whose markup React does
 * not hydrate (html-memo.ts), for the links inside it. None outside the provider.
 */
export const useFollowLink = () => useContext(FollowLinkContext) ?? undefined;

/**
 * A same-site link as a plain anchor, navigating client-side where the page's provider is (a full
 * page load where none is: tests of a lone component, or before hydration).
 */
export function PlainLink({
  href,
  children,
  ...attributes
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "onClick"> & { href: string; children: ReactNode }) {
  const follow = useFollowLink();
  if (!renderTricksOn()) {
    return (
      <Link {...attributes} to={href}>
        {children}
      </Link>
    );
  }
  return (
    // data-discover: Remix loads the target route's module ahead, as for its own links.
    <a {...attributes} href={href} onClick={follow} data-discover="true">
      {children}
    </a>
  );
}
