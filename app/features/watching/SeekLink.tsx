import type { ReactNode } from "react";
import { formatTimestamp } from "~/lib/start-time";
import { useHydrated } from "~/lib/use-hydrated";

export const PLAYER_ID = "player";

type Props = {
  seconds: number;
  /** Seeks the player (JavaScript on). */
  onSeek: (seconds: number) => void;
  className: string;
  children: ReactNode;
  "aria-label"?: string;
};

/**
 * A point in the video: with JavaScript a button that seeks the player; without, a link to
 * `?t=mm:ss` that reloads the page starting there (the MP4's media fragment), scrolled to the player.
 */
export function SeekLink({ seconds, onSeek, className, children, "aria-label": label }: Props) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <a href={`?t=${formatTimestamp(seconds)}#${PLAYER_ID}`} className={className} aria-label={label}>
        {children}
      </a>
    );
  }
  return (
    <button type="button" onClick={() => onSeek(seconds)} className={className} aria-label={label}>
      {children}
    </button>
  );
}
