import { message, Validation } from "../errors.ts";
import { MAX_STRING } from "../rules.ts";
import type { UploadPurpose } from "../store/uploads.ts";
import { createTicket, UPLOAD_EXTENSIONS } from "../upload-policy.ts";
import type { FieldResolver } from "./types.ts";
import type { MutationResolvers } from "../generated/resolvers-types.ts";

/**
 * A ticket for one proof file. `anonymous`: registration (and a suspended account's renewal) uploads
 * its proof before there is a session, so the user validation ticket needs no token; the assistant
 * price's proof belongs to a booking, which only a signed-in user makes.
 */
const ticket =
  (
    purpose: UploadPurpose,
    anonymous: boolean,
  ): FieldResolver<MutationResolvers, "signedStorageUrlUserValidation"> =>
  (_parent, args, context, info) => {
    if (!anonymous) context.requireViewer();
    const { store, publicUrl, now } = context;
    const validation = new Validation();
    const fileName = args.fileName.trim();
    if (fileName === "") validation.add("fileName", message.required("fileName"));
    else if (fileName.length > MAX_STRING) validation.add("fileName", message.max("fileName", MAX_STRING));
    else if (!UPLOAD_EXTENSIONS.test(fileName)) validation.add("fileName", message.fileType());
    validation.throwIfFailed(info.fieldName);
    return createTicket(store.uploads.create(purpose, fileName, now()), publicUrl, now());
  };

export const uploadMutations = {
  signedStorageUrlUserValidation: ticket("user_validation", true),
  signedStorageUrlAssistantPriceValidation: ticket("assistant_price_validation", false),
} satisfies MutationResolvers;
