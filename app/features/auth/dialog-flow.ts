import type { ActionFunctionArgs } from "@remix-run/node";
import type { Language } from "~/i18n";

/**
 * A multi-step dialog of the landing page (`/?dialog=<name>`): its loader part gives the dialog's data,
 * its action part handles the dialog's form posts (post/redirect/get; the draft lives in the session).
 */
export type DialogFlow<Data> = {
  load(request: Request, locale: Language): Promise<Data>;
  action(args: ActionFunctionArgs): Promise<unknown>;
};
