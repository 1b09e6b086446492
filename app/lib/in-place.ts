import type { ShouldRevalidateFunction } from "@remix-run/react";
import { useSyncExternalStore } from "react";
import type { FlashMessage } from "./flash";
import type { FollowedItem } from "./user";

// A toggle that JavaScript runs in place (a fetcher) says so with this field, and its action answers
// with data instead of a redirect: what changed and the snackbar. The page and the frame keep their
// data and take the change from the answer, so a toggle costs one upstream request, its mutation
// (decision 006; without JavaScript it stays post/redirect/get). Only hydrated forms carry the field.
export const IN_PLACE_FIELD = "inPlace";

export type InPlaceAnswer = { inPlace: true; flash: FlashMessage };

export const isInPlaceAnswer = (value: unknown): value is InPlaceAnswer =>
  typeof value === "object" && value !== null && (value as { inPlace?: unknown }).inPlace === true;

/** For the routes of pages that take an in-place answer's change from the answer (and the root). */
export const keepDataAfterInPlaceAnswer: ShouldRevalidateFunction = ({
  actionResult,
  defaultShouldRevalidate,
}) => (isInPlaceAnswer(actionResult) ? false : defaultShouldRevalidate);

/** What the newest answer changes in the frame: its snackbar, and the drawer's followed list. */
export type FrameChange = { flash: FlashMessage; followed?: FollowedItem[] };

// Browser only (answers arrive there): the newest change, with the frame data it applies to.
let newest: { change: FrameChange; frame: object } | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** An answer arrived: the frame shows its change while it still has `frame` (the root's data). */
export function showInFrame(frame: object, change: FrameChange): void {
  newest = { change, frame };
  for (const listener of listeners) listener();
}

/** The newest answer's change, unless the frame's data was loaded again since (it is newer). */
export function useFrameChange(frame: object | undefined): FrameChange | null {
  const current = useSyncExternalStore(
    subscribe,
    () => newest,
    () => null,
  );
  return current && frame && current.frame === frame ? current.change : null;
}
