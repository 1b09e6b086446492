import { message, Validation } from "../errors.ts";
import { MAX_STRING } from "../rules.ts";
import type { UploadPurpose } from "../store/uploads.ts";
import { createTicket, UPLOAD_EXTENSIONS, type UploadTicket } from "../upload-policy.ts";
import type { Resolver } from "./types.ts";

/** No token needed: registration uploads its proof before there is an account. */
const ticket =
  (purpose: UploadPurpose): Resolver<unknown, { fileName: string }, UploadTicket> =>
  (_parent, args, { store, publicUrl, now }, info) => {
    const validation = new Validation();
    const fileName = args.fileName.trim();
    if (fileName === "") validation.add("fileName", message.required("fileName"));
    else if (fileName.length > MAX_STRING) validation.add("fileName", message.max("fileName", MAX_STRING));
    else if (!UPLOAD_EXTENSIONS.test(fileName)) validation.add("fileName", message.fileType());
    validation.throwIfFailed(info.fieldName);
    return createTicket(store.uploads.create(purpose, fileName, now()), publicUrl, now());
  };

export const uploadMutations = {
  signedStorageUrlUserValidation: ticket("user_validation"),
  signedStorageUrlAssistantPriceValidation: ticket("assistant_price_validation"),
};
