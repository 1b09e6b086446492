import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { confirmDataAction, putOffConfirmData } from "~/.server/confirm-data";
import { FormEndpoint } from "~/components/FormEndpoint";

// POST /confirm-data: the confirm-data dialog's steps as form posts; GET ?later puts it off for now.
export const loader = ({ request }: LoaderFunctionArgs) => putOffConfirmData(request);

export const action = ({ request }: ActionFunctionArgs) => confirmDataAction(request);

export default FormEndpoint;
