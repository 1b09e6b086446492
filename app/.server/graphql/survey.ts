import { graphql } from "./generated";

// /survey/{token}: the survey of a personal link, and sending the answers.

export const SurveyInvitationDocument = graphql(`
  query SurveyInvitation($token: String!) {
    surveyInvitation(token: $token) {
      state
      survey {
        title
        intro
        questions {
          id
          type
          label
          description
          required
          options
          min_choices
          max_choices
        }
      }
    }
  }
`);

export const SubmitSurveyDocument = graphql(`
  mutation SubmitSurvey($token: String!, $answers: [SurveyAnswerInput!]!) {
    submitSurvey(token: $token, answers: $answers)
  }
`);
