/** Every value of the contract's enum ProofKind (server/schema.graphql), in its order. */
export const PROOF_KINDS = [
  "REGISTRATION",
  "RENEWAL",
  "DETAILS_CHANGE",
  "ASSISTANT_PRICE",
] as const;

export type ProofKind = (typeof PROOF_KINDS)[number];

/** Every value of the contract's enum ProofRejectionReason (server/schema.graphql), in its order. */
export const REJECTION_REASONS = [
  "UNREADABLE",
  "NAME_MISMATCH",
  "NOT_A_PROOF",
  "PROFESSION_MISMATCH",
  "OUTDATED",
  "OTHER",
] as const;

export type ProofRejectionReason = (typeof REJECTION_REASONS)[number];

/** Every value of the contract's enum StaffAction (server/schema.graphql), in its order. */
export const STAFF_ACTIONS = [
  "PROOF_ACCEPTED",
  "PROOF_REJECTED",
  "PROOF_DOCUMENT_VIEWED",
  "SIMULATION_STARTED",
  "SIMULATION_STOPPED",
  "ORDER_REFUNDED",
  "LIVE_MODERATED",
  "POLL_OPENED",
  "POLL_CLOSED",
  "CAMPAIGN_SCHEDULED",
  "CAMPAIGN_CANCELLED",
  "CAMPAIGN_SENT",
  "SURVEY_INVITED",
  "USER_VIEWED",
  "CONFIRMATION_CODE_RESENT",
  "SURVEY_EXPORTED",
  "PROOF_VIEWED",
  "USER_SEARCHED",
  "ORDER_SEARCHED",
  "ORDER_VIEWED",
  "PROOF_QUEUE_VIEWED",
  "SURVEY_RESULTS_VIEWED",
  "REGISTRATION_CODE_SENT",
] as const;

export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** Every value of the contract's enum StaffPermission (server/schema.graphql), in its order. */
export const STAFF_PERMISSIONS = [
  "PROOFS",
  "USERS",
  "AUDIT",
  "CAMPAIGNS",
  "SURVEYS",
  "ORDERS",
] as const;

export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];
