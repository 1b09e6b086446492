import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { forgotPasswordPath, resetLinkPath } from "../forgot-password.server";
import { flash } from "~/.server/session";
import { MAILED_CODE } from "../../../../shared/mailed-code";

// /reset-password/{code} (spec 2.1): the link in the password-reset mail. It opens step 2 of the
// forgot-password dialog with the code filled in; whether the code is right (or expired) the reset
// itself says, as when it is typed. Without a code, or with one that cannot be a code, step 1.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const token = params.token ?? "";
  if (MAILED_CODE.test(token)) throw redirect(resetLinkPath(token));
  if (token === "") throw redirect(forgotPasswordPath(1));
  throw redirect(forgotPasswordPath(1), {
    headers: await flash(request, {
      kind: "error",
      messages: [{ key: "auth:forgot_password.invalid_link" }],
    }),
  });
}
