import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { cx } from "~/components/ui/cx";
import { subscribeHref } from "~/components/frame/urls";
import { IN_PLACE_FIELD, showInFrame } from "~/lib/in-place";
import { useHydrated } from "~/lib/use-hydrated";
import { useRootData } from "~/root";
import type { FollowAnswer } from "~/features/catalogue/follow.server";

export type FollowTarget = { type: "Field" | "Channel"; id: string; name: string };

const base =
  "inline-flex min-h-10 items-center justify-center gap-2 rounded-full border border-primary px-4 font-semibold";
const pressedLook = "bg-primary text-white hover:bg-primary-dark";
const unpressedLook = "bg-white text-primary hover:bg-primary-light";

/**
 * The pressed states: what they will be once the pending submission (if any) is through (the
 * optimistic UI), else what the last answer said, else what the page was loaded with.
 */
function pressed(formData: FormData | undefined, answered: FollowAnswer["follow"], loaded: Pressed) {
  const current = answered ?? loaded;
  const intent = formData?.get("intent");
  if (intent === "follow") return { followed: true, notify: formData?.get("notify") !== "false" };
  if (intent === "unfollow") return { followed: false, notify: false };
  if (intent === "notify") return { followed: current.followed, notify: formData?.get("notify") === "true" };
  return current;
}

type Pressed = { followed: boolean; notify: boolean };

/**
 * Follow and notification toggles (spec §4). Plain forms posting to /follow, which redirects back
 * (post/redirect/get) without JavaScript; with it, a fetcher toggles at once and the answer says
 * what changed: the buttons, the snackbar and the drawer's Followed section take it from there,
 * without loading the page again (lib/in-place.ts). Logged out, the button is a link to the subscribe
 * dialog (decision 029).
 */
export function FollowControls({
  target,
  followed,
  notify,
  signedIn,
  withNotify = true,
  named = false,
}: {
  target: FollowTarget;
  followed: boolean;
  notify: boolean;
  signedIn: boolean;
  /** Show the notifications toggle while followed. */
  withNotify?: boolean;
  /** Name the item in the button's accessible name (lists of many buttons). */
  named?: boolean;
}) {
  const { t } = useTranslation("content");
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<FollowAnswer>();
  const answer = fetcher.data;
  const state = pressed(fetcher.formData, answer?.follow, { followed, notify });
  const redirectTo = pathname + search;
  const frame = useRootData();
  useEffect(() => {
    if (answer && frame) showInFrame(frame, { flash: answer.flash, followed: answer.followed });
    // Once per answer: the frame's data is what the change applies to, not a reason to show it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

  if (!signedIn) {
    // The subscribe dialog on this page says what following brings and leads through login and back.
    return (
      <Link
        to={subscribeHref(pathname, search, target)}
        preventScrollReset
        className={cx(base, unpressedLook)}
        aria-haspopup="dialog"
        aria-label={named ? t("follow.follow_named", { name: target.name }) : undefined}
      >
        <PlusIcon />
        {t("follow.follow")}
      </Link>
    );
  }

  const hidden = (
    <>
      <input type="hidden" name="type" value={target.type} />
      <input type="hidden" name="id" value={target.id} />
      <input type="hidden" name="name" value={target.name} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {hydrated ? <input type="hidden" name={IN_PLACE_FIELD} value="1" /> : null}
    </>
  );
  return (
    <div className="flex flex-wrap items-center gap-2">
      <fetcher.Form method="post" action="/follow" preventScrollReset>
        {hidden}
        <input type="hidden" name="intent" value={state.followed ? "unfollow" : "follow"} />
        <button
          type="submit"
          aria-pressed={state.followed}
          aria-label={named ? t("follow.follow_named", { name: target.name }) : undefined}
          className={cx(base, state.followed ? pressedLook : unpressedLook)}
        >
          {state.followed ? <CheckIcon /> : <PlusIcon />}
          {t("follow.follow")}
        </button>
      </fetcher.Form>
      {withNotify && state.followed ? (
        <fetcher.Form method="post" action="/follow" preventScrollReset>
          {hidden}
          <input type="hidden" name="intent" value="notify" />
          <input type="hidden" name="notify" value={String(!state.notify)} />
          <button
            type="submit"
            aria-pressed={state.notify}
            aria-label={named ? t("follow.notify_named", { name: target.name }) : undefined}
            className={cx(base, state.notify ? pressedLook : unpressedLook)}
          >
            <BellIcon off={!state.notify} />
            {t("follow.notify")}
          </button>
        </fetcher.Form>
      ) : null}
    </div>
  );
}

const svgProps = {
  "aria-hidden": true,
  width: 18,
  height: 18,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2.5,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

function PlusIcon() {
  return (
    <svg {...svgProps}>
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg {...svgProps}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

function BellIcon({ off }: { off: boolean }) {
  return (
    <svg {...svgProps}>
      <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15z" />
      <path d="M10 20.5a2 2 0 0 0 4 0" />
      {off ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}
