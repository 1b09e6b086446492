import { ChangePasswordDocument, UpdatePersonalDetailsDocument } from "./profile.graphql.server";
import { loadSettings, profileFormAction } from "./profile-form.server";
import { personalDetailsSchema, passwordChangeSchema } from "./profile.schema";
import { endUserStreams } from "~/.server/live-streams";
import { refusalMessages } from "~/.server/refusals";
import { getToken } from "~/.server/session";

// The account's own settings pages' work: personal details and the password.

/** Personal details (spec §5: the same rules as registration's step 2). */
export const savePersonalDetails = (request: Request) =>
  profileFormAction(request, {
    schema: personalDetailsSchema,
    run: (api, value) =>
      api.request(UpdatePersonalDetailsDocument, {
        input: {
          gender: value.gender,
          title: value.title ?? null,
          first_name: value.first_name,
          last_name: value.last_name,
        },
      }),
    fieldErrors: (error, t) =>
      refusalMessages(error, t, { fields: { first_name: "first_name", last_name: "last_name" } }).fieldErrors,
  });

/** Whether this account's password can be changed here (`password_editable`). */
export async function loadPasswordChange(request: Request) {
  const { title, me } = await loadSettings(request, "profile:password.title");
  return { title, editable: me.password_editable };
}

/** The current password, the new one twice (spec §5). */
export const changePassword = (request: Request) =>
  profileFormAction(request, {
    schema: passwordChangeSchema,
    hide: ["current_password", "password", "password_repeat"],
    run: async (api, value) => {
      const { changePassword } = await api.request(ChangePasswordDocument, {
        current: value.current_password,
        password: value.password,
        confirmation: value.password_repeat,
      });
      // The other sessions are signed out: their live event streams end too (decision 023).
      await endUserStreams(changePassword.id, { except: await getToken(request) });
    },
    fieldErrors: (error, t) =>
      refusalMessages(error, t, {
        fields: { current_password: "current_password", password: "password" },
        overrides: { WRONG_PASSWORD: "profile:password.wrong_current" },
      }).fieldErrors,
    success: "profile:password.changed",
  });
