import type { ReactNode } from "react";
import { FollowControls, type FollowTarget } from "~/components/content/FollowControls";
import { cx } from "~/components/ui/cx";
import { safeColor } from "~/lib/content-format";
import { useRootData } from "~/root";

/**
 * The head of a page one can follow (a field, a channel): its picture, kicker and name in the
 * field's colour, the lines the page adds below the name, and the follow controls.
 */
export function FollowableHeader({
  target,
  color,
  picture,
  kicker,
  followed,
  notify,
  alignCenter = false,
  children,
}: {
  target: FollowTarget;
  color: string | null | undefined;
  picture: ReactNode;
  kicker: string;
  followed: boolean;
  notify: boolean;
  /** A round icon sits centred beside the name; a picture with a text below aligns at the top. */
  alignCenter?: boolean;
  children?: ReactNode;
}) {
  const signedIn = Boolean(useRootData()?.user);
  return (
    <header
      className={cx(
        "flex flex-col gap-4 rounded-lg border-t-8 bg-white p-5 shadow-sm sm:flex-row",
        alignCenter ? "sm:items-center" : "sm:items-start",
      )}
      style={{ borderTopColor: safeColor(color) }}
    >
      {picture}
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold uppercase tracking-wide text-muted">{kicker}</p>
        <h1 className="text-3xl font-bold text-ink">{target.name}</h1>
        {children}
      </div>
      <FollowControls target={target} followed={followed} notify={notify} signedIn={signedIn} />
    </header>
  );
}
