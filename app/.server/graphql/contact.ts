import { graphql } from "./generated";

// /contact: who is writing (prefilled when signed in), and the request itself.
export const ContactSenderDocument = graphql(`
  query ContactSender {
    me {
      id
      first_name
      last_name
      email
    }
  }
`);

export const SubmitContactRequestDocument = graphql(`
  mutation SubmitContactRequest($input: ContactRequestInput!) {
    submitContactRequest(input: $input) {
      id
    }
  }
`);
