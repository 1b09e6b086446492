import { graphql } from "./generated";

// The upload tickets for a proof (spec §7): the storage's signed address for one file.

/** Both kinds of proof get the same ticket: the file's id, where to post it and the form fields to send along. */
export const UploadTicketFieldsFragment = graphql(`
  fragment UploadTicketFields on UploadTicket {
    uuid
    url
    inputs
  }
`);

export const SignedStorageUrlUserValidationDocument = graphql(`
  mutation SignedStorageUrlUserValidation($fileName: String!) {
    signedStorageUrlUserValidation(fileName: $fileName) {
      ...UploadTicketFields
    }
  }
`);

export const SignedStorageUrlAssistantPriceValidationDocument = graphql(`
  mutation SignedStorageUrlAssistantPriceValidation($fileName: String!) {
    signedStorageUrlAssistantPriceValidation(fileName: $fileName) {
      ...UploadTicketFields
    }
  }
`);
