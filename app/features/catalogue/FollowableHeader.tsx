import type { ReactNode } from "react";
import { FollowControls, type FollowTarget } from "~/components/content/FollowControls";
import { cx } from "~/components/ui/cx";
import { safeColor } from "~/lib/content-format";

/** The head of a field's or a channel's page: its colour, picture, kind and name, and the follow switches. */
export function FollowableHeader({
  target,
  kicker,
  color,
  media,
  followed,
  notify,
  signedIn,
  className,
  children,
}: {
  target: FollowTarget;
  kicker: string;
  color: string | null | undefined;
  media: ReactNode;
  followed: boolean;
  notify: boolean;
  signedIn: boolean;
  /** The row's spacing and alignment. */
  className: string;
  /** What the page says under the name. */
  children?: ReactNode;
}) {
  return (
    <header
      className={cx("flex flex-col rounded-lg border-t-8 bg-white p-5 shadow-sm sm:flex-row", className)}
      style={{ borderTopColor: safeColor(color) }}
    >
      {media}
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold uppercase tracking-wide text-muted">{kicker}</p>
        <h1 className="text-3xl font-bold text-ink">{target.name}</h1>
        {children}
      </div>
      <FollowControls target={target} followed={followed} notify={notify} signedIn={signedIn} />
    </header>
  );
}
