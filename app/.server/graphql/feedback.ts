import { graphql } from "./generated";

// The feedback dialog (issue 18).
export const SubmitFeedbackDocument = graphql(`
  mutation SubmitFeedback($input: FeedbackInput!) {
    submitFeedback(input: $input) {
      id
    }
  }
`);
