import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireToken } from "~/.server/auth";
import { backTarget } from "~/.server/dialog-back";
import { feedbackAction } from "~/.server/feedback";
import { getFixedT } from "~/.server/i18n";
import { FeedbackDialog } from "~/components/feedback/FeedbackDialog";
import { passRetryAfter } from "~/lib/route-headers";
import { pageTitle } from "~/lib/title";

// A refused attempt (429) says when to try again.
export const headers = passRetryAfter;

/** Spec 2.5 'feedback': the action behind the feedback dialog of video and event pages. */
export const action = ({ request }: ActionFunctionArgs) => feedbackAction(request);

/**
 * The dialog on its own page: what a browser without JavaScript shows when the feedback was refused
 * (the form posted here). Closing goes back to the page. What it was about comes back with the form.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireToken(request);
  const t = await getFixedT(request);
  const back = backTarget(new URL(request.url).searchParams.get("redirectTo"));
  return { back, title: pageTitle(t, "content:feedback.title") };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

export default function FeedbackPage() {
  const { back } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof feedbackAction>();
  const value = actionData?.result.initialValue as Record<string, string> | undefined;
  return (
    <FeedbackDialog
      about={{ contentId: value?.contentId, eventId: value?.eventId, title: "" }}
      redirectTo={actionData?.back ?? back}
      lastResult={actionData?.result}
    />
  );
}
