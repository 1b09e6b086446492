import { graphql } from "./generated";

// The upload tickets for a proof (spec §7): the storage's signed address for one file.
export const SignedStorageUrlUserValidationDocument = graphql(`
  mutation SignedStorageUrlUserValidation($fileName: String!) {
    signedStorageUrlUserValidation(fileName: $fileName) {
      uuid
      url
      inputs
    }
  }
`);

export const SignedStorageUrlAssistantPriceValidationDocument = graphql(`
  mutation SignedStorageUrlAssistantPriceValidation($fileName: String!) {
    signedStorageUrlAssistantPriceValidation(fileName: $fileName) {
      uuid
      url
      inputs
    }
  }
`);
