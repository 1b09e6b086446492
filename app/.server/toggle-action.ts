import { data, redirect, replace } from "@remix-run/node";
import type { FlashMessage } from "~/lib/flash";
import { IN_PLACE_FIELD, type InPlaceAnswer } from "~/lib/in-place";
import { safeRedirect } from "~/lib/redirect";
import { type Api, getApi, upstreamFailure, UpstreamValidationError } from "./api";
import { getLocale } from "./i18n";
import { flash, getToken } from "./session";
import { readForm } from "./form";

/** The login dialog on the landing page, coming back to `back` afterwards (throw it). */
export const loginRedirect = (back: string) =>
  redirect(`/?${new URLSearchParams({ dialog: "login", redirect: back })}`);

/**
 * Back to the page with a snackbar. The redirect replaces the history entry, so a fetcher
 * (JavaScript on) stays on the page.
 */
export const backWithFlash = async (request: Request, back: string, message: FlashMessage) =>
  replace(back, { status: 303, headers: await flash(request, message) });

export const errorFlash = (key: string): FlashMessage => ({ kind: "error", messages: [{ key }] });

type ToggleAction<Input, Result> = {
  /** Where to go back to when the form has no same-site `redirectTo`. */
  fallback: string;
  /** The error snackbar for a form that does not check out or that the API refuses. */
  failedKey: string;
  /** The form's fields, checked before anything goes upstream; null when they do not check out. */
  read: (form: FormData) => Input | null;
  /** The upstream call. */
  run: (api: Api, input: Input) => Promise<Result>;
  /** The success snackbar. */
  success: (input: Input) => FlashMessage;
  /**
   * Where a page takes the change from the answer (lib/in-place.ts): what changed, from what `run`
   * answered. A form run in place gets it with the snackbar instead of a redirect.
   */
  inPlace?: (result: Result, input: Input) => Record<string, unknown>;
  /** Where an anonymous viewer goes instead of the login dialog (a same-site path). */
  signedOut?: (form: FormData, back: string) => string | null;
};

/**
 * A logged-in switch posted from any page (follow, watch list): post/redirect/get back to
 * `redirectTo` with a snackbar, or, run in place, the answer with the snackbar (lib/in-place.ts); an
 * anonymous viewer is sent to the login dialog (or where `signedOut` says).
 */
export async function toggleAction<Input, Result = unknown>(
  request: Request,
  action: ToggleAction<Input, Result>,
) {
  const form = await readForm(request);
  const back = safeRedirect(form.get("redirectTo"), action.fallback);
  if (!(await getToken(request))) {
    const instead = action.signedOut?.(form, back);
    throw instead ? redirect(instead) : loginRedirect(back);
  }
  const inPlace = action.inPlace && form.get(IN_PLACE_FIELD) === "1" ? action.inPlace : null;
  const answer = (flash: FlashMessage, changed: Record<string, unknown> = {}) =>
    inPlace
      ? data({ ...changed, inPlace: true, flash } satisfies InPlaceAnswer)
      : backWithFlash(request, back, flash);
  const input = action.read(form);
  const failed = errorFlash(action.failedKey);
  if (!input) return answer(failed);

  const api = await getApi(request, { locale: await getLocale(request) });
  let result: Result;
  try {
    result = await action.run(api, input);
  } catch (error) {
    // Spec §8: other errors go to the error snackbar; the page stays as it was.
    const failure = upstreamFailure(error);
    if (!failure && !(error instanceof UpstreamValidationError)) throw error;
    return answer(failure ? errorFlash(failure.messageKey) : failed);
  }
  return answer(action.success(input), inPlace?.(result, input));
}
