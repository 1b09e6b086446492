import { graphql } from "~/.server/graphql/generated";

// The staff pages (decision 035). Every operation here answers a validation error on `role` to
// anyone but staff, which the pages turn into a 404 (staff.server.ts).

// The professions' labels, to show a person's or a proof's profession in the page's language.
export const StaffProfessionLabelsFragment = graphql(`
  fragment StaffProfessionLabels on ProfessionOption {
    value
    label_de
    label_en
  }
`);

// A person as the proof and user pages show them.
export const StaffPersonFieldsFragment = graphql(`
  fragment StaffPersonFields on StaffUser {
    id
    email
    title
    first_name
    last_name
    profession
    employment
    country
    status
    validation_status
    validation_expires_at
    efn
    created_at
  }
`);

export const StaffProofFieldsFragment = graphql(`
  fragment StaffProofFields on StaffProof {
    id
    kind
    status
    profession
    submitted_at
    decided_at
    decided_by
    rejection_reason
    rejection_note
    order_number
    order_id
    file {
      file_name
      mime
      size
    }
    user {
      ...StaffPersonFields
    }
  }
`);

export const StaffProofQueueDocument = graphql(`
  query StaffProofQueue($kind: ProofKind, $minAgeHours: Int, $first: Int) {
    staffProofQueue(kind: $kind, min_age_hours: $minAgeHours, first: $first) {
      total
      items {
        ...StaffProofFields
      }
    }
    professions {
      ...StaffProfessionLabels
    }
  }
`);

export const StaffProofPageDocument = graphql(`
  query StaffProofPage($id: ID!) {
    staffProof(id: $id) {
      ...StaffProofFields
    }
    professions {
      ...StaffProfessionLabels
    }
  }
`);

/** After a decision: the next proof to open (the oldest pending one under the same filter). */
export const StaffNextProofDocument = graphql(`
  query StaffNextProof($kind: ProofKind, $minAgeHours: Int) {
    staffProofQueue(kind: $kind, min_age_hours: $minAgeHours, first: 1) {
      items {
        id
      }
    }
  }
`);

export const StaffProofDocumentDocument = graphql(`
  query StaffProofDocument($id: ID!) {
    staffProofDocument(id: $id) {
      file_name
      mime
      base64
    }
  }
`);

/** What a decision answers: the proof's new state and whose it is (the flash names them). */
export const StaffProofDecisionFieldsFragment = graphql(`
  fragment StaffProofDecisionFields on StaffProof {
    id
    status
    user {
      first_name
      last_name
    }
  }
`);

export const StaffAcceptProofDocument = graphql(`
  mutation StaffAcceptProof($id: ID!) {
    staffAcceptProof(id: $id) {
      ...StaffProofDecisionFields
    }
  }
`);

export const StaffRejectProofDocument = graphql(`
  mutation StaffRejectProof($id: ID!, $reason: ProofRejectionReason!, $note: String) {
    staffRejectProof(id: $id, reason: $reason, note: $note) {
      ...StaffProofDecisionFields
    }
  }
`);

export const StaffAuditTrailDocument = graphql(`
  query StaffAuditTrail($action: StaffAction, $targetUserId: ID, $beforeId: ID, $first: Int) {
    staffAuditTrail(action: $action, target_user_id: $targetUserId, before_id: $beforeId, first: $first) {
      id
      action
      at
      staff_role
      detail
      proof_id
      rejection_reason
      livestream {
        title
      }
      moderation_action
      campaign_id
      campaign_type
      survey {
        id
        title
      }
      order_id
      order_number
      search_kind
      code_kind
      email
      email_domain
      proof_kind
      min_age_hours
      staff {
        id
        name
        email
      }
      target {
        id
        email
        title
        first_name
        last_name
      }
    }
  }
`);

export const StaffUserSearchDocument = graphql(`
  query StaffUserSearch($query: String!) {
    staffUserSearch(query: $query, first: 50) {
      id
      email
      title
      first_name
      last_name
      profession
      country
      status
      validation_status
    }
    professions {
      ...StaffProfessionLabels
    }
  }
`);

export const StaffUserPageDocument = graphql(`
  query StaffUserPage($id: ID!) {
    staffUserDetail(id: $id) {
      user {
        ...StaffPersonFields
        role
      }
      pending_email
      can_simulate
      proofs {
        id
        kind
        status
        profession
        submitted_at
        decided_at
        decided_by
        rejection_reason
      }
      orders {
        id
        number
        status
        total
        created_at
      }
      certificates {
        id
        number
        content_title
        points
        status
        issued_at
      }
    }
    professions {
      ...StaffProfessionLabels
    }
  }
`);

export const StaffResendEmailChangeCodeDocument = graphql(`
  mutation StaffResendEmailChangeCode($userId: ID!) {
    staffResendEmailChangeCode(user_id: $userId)
  }
`);

export const StaffSimulateUserDocument = graphql(`
  mutation StaffSimulateUser($userId: ID!) {
    staffSimulateUser(user_id: $userId) {
      id
    }
  }
`);

export const StaffSendRegistrationCodeDocument = graphql(`
  mutation StaffSendRegistrationCode($email: String!) {
    staffSendRegistrationCode(email: $email)
  }
`);

/** An action's first question: may this session do it at all (else the action is a 404). */
export const StaffPermissionsDocument = graphql(`
  query StaffPermissions {
    me {
      id
      staff_permissions
    }
  }
`);

export const StaffLiveSessionsDocument = graphql(`
  query StaffLiveSessions {
    staffLiveSessions {
      livestream {
        id
        slug
        title
        starts_at
        ends_at
      }
      open_questions
      waiting_interjections
      poll_open
    }
  }
`);

export const StaffFeedbackSummaryFieldsFragment = graphql(`
  fragment StaffFeedbackSummaryFields on StaffFeedbackSummary {
    key
    kind
    title
    slug
    count
    average
    latest_at
  }
`);

export const StaffFeedbackSummariesDocument = graphql(`
  query StaffFeedbackSummaries {
    staffFeedbackSummaries {
      ...StaffFeedbackSummaryFields
    }
  }
`);

export const StaffFeedbackDocument = graphql(`
  query StaffFeedback($key: ID!) {
    staffFeedback(key: $key) {
      summary {
        ...StaffFeedbackSummaryFields
      }
      entries {
        rating
        text
        created_at
      }
    }
  }
`);

// ---- Orders (decision 035) ----

export const StaffOrderSearchDocument = graphql(`
  query StaffOrderSearch($query: String!, $beforeId: ID, $first: Int) {
    staffOrderSearch(query: $query, before_id: $beforeId, first: $first) {
      id
      number
      status
      product
      total
      created_at
      buyer {
        id
        email
        first_name
        last_name
      }
      billing {
        first_name
        last_name
      }
    }
  }
`);

export const StaffOrderPageDocument = graphql(`
  query StaffOrderPage($id: ID!) {
    staffOrder(id: $id) {
      id
      number
      status
      product
      base
      auto_discount
      code_discount
      total
      tax_rate
      tax
      discount_code
      invoice_number
      created_at
      paid_at
      refunded_at
      proof_id
      buyer {
        id
        email
        title
        first_name
        last_name
      }
      billing {
        first_name
        last_name
        company
        street
        zip
        city
        country
      }
      history {
        at
        kind
        payment_id
        payment_status
        method
        by
        refund_reason
      }
      access {
        kind
        title
        path
        kept
      }
    }
  }
`);

export const StaffRefundOrderDocument = graphql(`
  mutation StaffRefundOrder($id: ID!) {
    staffRefundOrder(id: $id) {
      id
      number
      status
    }
  }
`);

// Campaigns and surveys (decision 035): CAMPAIGNS and SURVEYS.

export const StaffCampaignFieldsFragment = graphql(`
  fragment StaffCampaignFields on NotificationCampaign {
    id
    type
    status
    scheduled_for
    started_at
    finished_at
    recipients
    error
  }
`);

export const StaffCampaignsDocument = graphql(`
  query StaffCampaigns {
    notificationCampaigns {
      ...StaffCampaignFields
    }
  }
`);

export const StaffCampaignDocument = graphql(`
  query StaffCampaign($id: ID!) {
    staffCampaign(id: $id) {
      campaign {
        ...StaffCampaignFields
      }
      sent
      clicked
      clicks {
        type
        clicks
        recipients
      }
    }
  }
`);

export const StaffScheduleCampaignDocument = graphql(`
  mutation StaffScheduleCampaign($type: NotificationCampaignType!, $at: DateTime!) {
    scheduleNotificationCampaign(type: $type, scheduled_for: $at) {
      id
    }
  }
`);

export const StaffCancelCampaignDocument = graphql(`
  mutation StaffCancelCampaign($id: ID!) {
    cancelNotificationCampaign(id: $id)
  }
`);

export const StaffRunCampaignDocument = graphql(`
  mutation StaffRunCampaign($id: ID!) {
    staffRunCampaign(id: $id) {
      id
      status
    }
  }
`);

export const StaffSurveySummaryFieldsFragment = graphql(`
  fragment StaffSurveySummaryFields on StaffSurvey {
    id
    title
    closes_at
    invited
    responses
  }
`);

export const StaffSurveysDocument = graphql(`
  query StaffSurveys {
    staffSurveys {
      ...StaffSurveySummaryFields
    }
  }
`);

export const StaffSurveyResultsDocument = graphql(`
  query StaffSurveyResults($id: ID!) {
    staffSurveyResults(id: $id) {
      survey {
        ...StaffSurveySummaryFields
      }
      questions {
        question {
          id
          type
          label
        }
        answered
        counts {
          value
          count
        }
        texts
      }
    }
  }
`);

export const StaffSurveyExportDocument = graphql(`
  query StaffSurveyExport($id: ID!) {
    staffSurveyExport(id: $id) {
      survey {
        slug
      }
      questions {
        id
        type
        label
      }
      rows {
        answers
      }
    }
  }
`);

export const StaffInviteToSurveyDocument = graphql(`
  mutation StaffInviteToSurvey($surveyId: ID!, $emails: [String!]!) {
    staffInviteToSurvey(survey_id: $surveyId, emails: $emails) {
      invited
      already_invited
    }
  }
`);
