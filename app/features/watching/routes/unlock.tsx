import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { loadUnlockPage, unlockAction } from "../unlock.server";
import { UnlockDialog } from "../UnlockDialog";
import { passRetryAfter } from "~/lib/route-headers";

// A refused attempt (429) says when to try again.
export const headers = passRetryAfter;

/** Spec 2.5 'unlock content': the action behind the unlock dialog of every locked item. */
export const action = ({ request, context }: ActionFunctionArgs) =>
  unlockAction(request, context.clientIp ?? "unknown");

/**
 * The dialog on its own page: what a browser without JavaScript shows when the code was refused
 * (the form posted here), and `/unlock?redirectTo=<page>` as a link. Closing goes back to the page.
 */
export const loader = ({ request }: LoaderFunctionArgs) => loadUnlockPage(request);

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

export default function UnlockPage() {
  const { back } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <UnlockDialog redirectTo={actionData?.back ?? back} lastResult={actionData?.result} />;
}
