import { company } from "../company.ts";
import { message, throwIfOverLimit, Validation } from "../errors.ts";
import { mails } from "../mails.ts";
import { readEmail, readText } from "../rules.ts";
import type { ContactRecipient } from "../store/contact.ts";
import type { FieldResolver } from "./types.ts";
import type { MutationResolvers } from "../generated/resolvers-types.ts";

const CONTACT_MESSAGE_MAX = 5000;
/** Requests one sender address may make in an hour: enough for a person, little for a spammer. */
const CONTACT_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;
/** Who reads what the form sends: the operator's addresses (content/company.json). */
const TEAMS: Record<ContactRecipient, { name: string; email: string }> = {
  SALES: { name: "Vertrieb", email: company.sales_email },
  SUPPORT: { name: "Support", email: company.support_email },
};

/**
 * /contact: stores the request and mails it to the team chosen; answers its number. No
 * copy goes to the sender, so the form cannot send mail to a stranger's address. Signed in or not.
 */
const submitContactRequest: FieldResolver<MutationResolvers, "submitContactRequest"> = (
  _p,
  { input },
  context,
  info,
) => {
  const validation = new Validation();
  const name = readText(validation, "input.name", input.name);
  const email = readEmail(validation, "input.email", input.email);
  const subject = readText(validation, "input.subject", input.subject);
  const text = input.message.trim();
  if (text === "") validation.add("input.message", message.required("input.message"));
  else if (text.length > CONTACT_MESSAGE_MAX)
    validation.add("input.message", message.max("input.message", CONTACT_MESSAGE_MAX));
  validation.throwIfFailed(info.fieldName);

  const now = context.now();
  throwIfOverLimit((after) => context.store.contact.countSince(email, after), CONTACT_PER_HOUR, HOUR_MS, now);
  const userId = context.viewer()?.user.id ?? null;
  const id = context.store.contact.add(
    { recipient: input.recipient, name, email, subject, message: text, userId },
    now,
  );
  const team = TEAMS[input.recipient];
  context.store.outbox.send(
    mails.contactRequest(team.email, {
      id,
      team: team.name,
      name,
      email,
      subject,
      message: text,
    }),
    now,
  );
  return { id: String(id) };
};

export const contactMutations = { submitContactRequest } satisfies MutationResolvers;
