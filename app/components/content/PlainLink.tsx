import { useNavigate } from "@remix-run/react";
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
// left click into the app's client-side navigation (issue 15).

type FollowLink = (event: MouseEvent<HTMLAnchorElement>) => void;

const FollowLinkContext = createContext<FollowLink | null>(null);

export function PlainLinkProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const follow = useCallback<FollowLink>(
    (event) => {
      // New tab, download, another window: what the browser does with a link.
      const { button, metaKey, altKey, ctrlKey, shiftKey, defaultPrevented } = event;
      if (defaultPrevented || button !== 0 || metaKey || altKey || ctrlKey || shiftKey) return;
      const href = event.currentTarget.getAttribute("href");
      if (!href?.startsWith("/")) return;
      event.preventDefault();
      navigate(href);
    },
    [navigate],
  );
  return <FollowLinkContext.Provider value={follow}>{children}</FollowLinkContext.Provider>;
}

/**
 * A same-site link as a plain anchor, navigating client-side where the page's provider is (a full
 * page load where none is: tests of a lone component, or before hydration).
 */
export function PlainLink({
  href,
  children,
  ...attributes
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "onClick"> & { href: string; children: ReactNode }) {
  const follow = useContext(FollowLinkContext);
  return (
    // data-discover: Remix loads the target route's module ahead, as for its own links.
    <a {...attributes} href={href} onClick={follow ?? undefined} data-discover="true">
      {children}
    </a>
  );
}
