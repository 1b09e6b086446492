import { graphql } from "./generated";

// /unsubscribe/{token}: what a mail's unsubscribe link turns off, and turning it off.

export const UnsubscriptionDocument = graphql(`
  query Unsubscription($token: String!) {
    unsubscription(token: $token) {
      setting
      email_hint
      used
    }
  }
`);

export const UnsubscribeDocument = graphql(`
  mutation Unsubscribe($token: String!) {
    unsubscribe(token: $token) {
      setting
    }
  }
`);
