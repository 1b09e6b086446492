import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { FormEndpoint } from "~/components/FormEndpoint";
import { followAction } from "../follow.server";

/** Follow, unfollow and the notification switch for fields and channels, for every page (follow.server.ts). */
export const action = ({ request }: ActionFunctionArgs) => followAction(request);

export const loader = () => redirect("/fachgebiete");

export default FormEndpoint;
