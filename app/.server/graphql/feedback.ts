import { graphql } from "./generated";

// The feedback dialog.
export const SubmitFeedbackDocument = graphql(`
  mutation SubmitFeedback($input: FeedbackInput!) {
    submitFeedback(input: $input) {
      id
    }
  }
`);
