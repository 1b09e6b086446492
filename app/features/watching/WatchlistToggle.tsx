import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { cx } from "~/components/ui/cx";
import { BookmarkIcon } from "~/components/ui/icons";
import { loginHref } from "~/components/frame/urls";

export interface WatchlistToggleProps {
  contentId: string;
  onWatchlist: boolean;
  signedIn: boolean;
  /** The item's title, for the snackbar after a toggle without JavaScript. */
  title?: string;
  className?: string;
}

const base =
  "inline-flex min-h-10 items-center justify-center gap-2 rounded-full border border-primary px-4 font-semibold";
const iconLook = { className: "size-4.5", strokeWidth: 2.5 };
const pressedLook = "bg-primary text-white hover:bg-primary-dark";
const unpressedLook = "bg-white text-primary hover:bg-primary-light";

/** The state the toggle shows: the pending submission's intent wins (optimistic UI). */
export function optimisticOnWatchlist(formData: FormData | undefined, onWatchlist: boolean): boolean {
  const intent = formData?.get("intent");
  if (intent === "add") return true;
  if (intent === "remove") return false;
  return onWatchlist;
}

/**
 * Save to or remove from the watch list. A plain form posting to /watchlist, which redirects
 * back (post/redirect/get) without JavaScript; with it, a fetcher toggles at once. Logged out, a link
 * to the login dialog that comes back here.
 */
export function WatchlistToggle({
  contentId,
  onWatchlist,
  signedIn,
  title,
  className,
}: WatchlistToggleProps) {
  const { t } = useTranslation("live");
  const { pathname, search } = useLocation();
  const fetcher = useFetcher();
  const saved = optimisticOnWatchlist(fetcher.formData, onWatchlist);

  if (!signedIn) {
    return (
      <Link
        to={loginHref(pathname, search)}
        className={cx(base, unpressedLook, className)}
        aria-label={t("watchlist.login_to_add")}
      >
        <BookmarkIcon filled={false} {...iconLook} />
        {t("watchlist.add")}
      </Link>
    );
  }
  return (
    <fetcher.Form
      method="post"
      action="/watchlist"
      preventScrollReset
      className={className}
      onSubmit={(event) => {
        // The shorts feed names the short in view with history.replaceState, which the router does
        // not see: come back to the address the viewer is really on.
        const field = event.currentTarget.elements.namedItem("redirectTo");
        if (field instanceof HTMLInputElement)
          field.value = window.location.pathname + window.location.search;
      }}
    >
      <input type="hidden" name="intent" value={saved ? "remove" : "add"} />
      <input type="hidden" name="contentId" value={contentId} />
      {title ? <input type="hidden" name="title" value={title} /> : null}
      <input type="hidden" name="redirectTo" value={pathname + search} />
      <button type="submit" aria-pressed={saved} className={cx(base, saved ? pressedLook : unpressedLook)}>
        <BookmarkIcon filled={saved} {...iconLook} />
        {saved ? t("watchlist.remove") : t("watchlist.add")}
      </button>
    </fetcher.Form>
  );
}
