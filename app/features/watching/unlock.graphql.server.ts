import { graphql } from "~/.server/graphql/generated";

// Spec 2.5 'unlock content': redeem an activation code for the signed-in viewer.
export const UnlockDocument = graphql(`
  mutation Unlock($code: String!) {
    unlock(code: $code) {
      status
      contents {
        __typename
        id
        slug
        title
      }
    }
  }
`);

// The rate limit counts wrong codes per user (a new login must not reset the budget).
export const UnlockViewerDocument = graphql(`
  query UnlockViewer {
    me {
      id
    }
  }
`);
