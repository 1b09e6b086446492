import { graphql } from "~/.server/graphql/generated";

// CME: the box on /video and /live, the test dialog, certificates and the points account.

export const CmeAttemptFieldsFragment = graphql(`
  fragment CmeAttemptFields on CmeAttempt {
    id
    submitted_at
    score
    passed
    pass_mark
    questions {
      id
      text
      options {
        id
        text
      }
    }
    answers {
      question_id
      option_id
    }
  }
`);

export const CertificateFieldsFragment = graphql(`
  fragment CertificateFields on Certificate {
    id
    number
    type
    status
    requester
    points
    category
    vnr
    efn
    content_title
    issued_at
    requested_at
    accredited_at
    authority {
      code
      name
    }
  }
`);

export const CmeAccreditationFieldsFragment = graphql(`
  fragment CmeAccreditationFields on CmeAccreditation {
    points
    category
    vnr
    valid
    valid_to
    threshold_minutes
    processing_days
    nominal_minutes
    demo
    authority {
      code
      name
    }
  }
`);

export const CmeProgressFieldsFragment = graphql(`
  fragment CmeProgressFields on CmeProgress {
    seconds_watched
    minutes_watched
    threshold_minutes
    threshold_reached
    test_available
    test_passed
    attempts_left
    retake_at
    points_requested
    certificate_available
    open_attempt @include(if: $withTest) {
      ...CmeAttemptFields
    }
    open_attempt_id: open_attempt {
      id
    }
    last_attempt {
      ...CmeAttemptFields
    }
    certificate {
      ...CertificateFields
    }
  }
`);

export const StartCmeTestDocument = graphql(`
  mutation StartCmeTest($contentId: ID!) {
    startCmeTest(contentId: $contentId) {
      id
    }
  }
`);

export const AnswerCmeQuestionsDocument = graphql(`
  mutation AnswerCmeQuestions($attemptId: ID!, $answers: [CmeAnswerInput!]!) {
    answerCmeQuestions(attemptId: $attemptId, answers: $answers) {
      id
      questions {
        id
      }
      answers {
        question_id
      }
    }
  }
`);

export const SubmitCmeTestDocument = graphql(`
  mutation SubmitCmeTest($attemptId: ID!, $answers: [CmeAnswerInput!]) {
    submitCmeTest(attemptId: $attemptId, answers: $answers) {
      id
      score
      passed
    }
  }
`);

export const ApplyForCmePointsDocument = graphql(`
  mutation ApplyForCmePoints($certificateId: ID!, $consent: Boolean!) {
    applyForCmePoints(certificateId: $certificateId, consent: $consent) {
      id
      status
    }
  }
`);

export const RecordLivePresenceDocument = graphql(`
  mutation RecordLivePresence($contentId: ID!) {
    recordLivePresence(contentId: $contentId) {
      seconds_watched
      threshold_reached
      counting_elsewhere
    }
  }
`);

export const CertificatesPageDocument = graphql(`
  query CertificatesPage {
    myCertificates {
      ...CertificateFields
      content {
        __typename
        slug
        fields {
          id
        }
      }
    }
    cmeCycleStart
    me {
      id
      profession
      field {
        id
      }
    }
  }
`);

export const SetCmeCycleStartDocument = graphql(`
  mutation SetCmeCycleStart($date: DateTime!) {
    setCmeCycleStart(date: $date)
  }
`);

export const CertificatePdfDocument = graphql(`
  query CertificatePdf($id: ID!) {
    certificatePdf(id: $id) {
      file_name
      base64
    }
  }
`);

export const VerifyCertificateDocument = graphql(`
  query VerifyCertificate($number: String!) {
    verifyCertificate(number: $number) {
      number
      full_name
      content_title
      points
      category
      type
      status
      requester
      issued_at
    }
  }
`);
