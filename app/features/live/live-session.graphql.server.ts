import { graphql } from "~/.server/graphql/generated";

// The live session of /live/{slug} and its moderation console.

graphql(`
  fragment LiveStateFields on LiveSessionState {
    livestream_id
    version
    view
    questions {
      id
      text
      status
      asked_by
      anonymous
      hidden
      created_at
    }
    active_question {
      id
      text
      asked_by
      anonymous
    }
    interjections {
      id
      status
      user_name
      created_at
    }
    active_interjection {
      id
      user_name
    }
    poll {
      id
      question
      status
      total_votes
      options {
        index
        label
        votes
      }
    }
  }
`);

graphql(`
  fragment LiveSessionFields on LiveSession {
    state {
      ...LiveStateFields
    }
    my_question_ids
    my_interjection {
      id
      status
    }
    my_poll_vote
    conference {
      session_name
      user_name
      token
    }
    can_moderate
  }
`);

/** Who opens /live/{slug}/events (their streams end with their sessions), and the view's state now. */
export const LiveEventsAccessDocument = graphql(`
  query LiveEventsAccess($slug: String!, $view: LiveSessionView!) {
    me {
      id
    }
    liveSession(livestream_slug: $slug, view: $view) {
      state {
        ...LiveStateFields
      }
    }
  }
`);

/** The signed-in user's id: whose live event streams end when the account is deleted. */
export const ViewerIdDocument = graphql(`
  query ViewerId {
    me {
      id
    }
  }
`);

/** What the relay (app/features/live/live-relay.server.ts) subscribes to upstream. */
export const LiveSessionUpdatesDocument = graphql(`
  subscription LiveSessionUpdates($slug: String!, $after: Int!, $view: LiveSessionView!) {
    liveSession(livestream_slug: $slug, after_version: $after, view: $view) {
      ...LiveStateFields
    }
  }
`);

/** The relay's check that a viewer's session may still see a view (staff, not simulating, for the console's). */
export const LiveViewerCheckDocument = graphql(`
  query LiveViewerCheck {
    me {
      id
      role
      is_simulating_user
    }
  }
`);

export const AskQuestionDocument = graphql(`
  mutation AskQuestion($input: AskQuestionInput!) {
    askQuestion(input: $input) {
      id
    }
  }
`);

export const RequestInterjectionDocument = graphql(`
  mutation RequestInterjection($livestreamId: ID!) {
    requestInterjection(livestream_id: $livestreamId) {
      id
      status
    }
  }
`);

export const WithdrawInterjectionDocument = graphql(`
  mutation WithdrawInterjection($livestreamId: ID!) {
    withdrawInterjection(livestream_id: $livestreamId) {
      id
      status
    }
  }
`);

export const VotePollDocument = graphql(`
  mutation VotePoll($pollId: ID!, $option: Int!) {
    votePoll(poll_id: $pollId, option: $option) {
      id
    }
  }
`);

export const ModerateLiveSessionDocument = graphql(`
  mutation ModerateLiveSession($livestreamId: ID!, $action: ModerationAction!, $targetId: ID!) {
    moderateLiveSession(livestream_id: $livestreamId, action: $action, target_id: $targetId) {
      version
    }
  }
`);

export const OpenPollDocument = graphql(`
  mutation OpenPoll($input: OpenPollInput!) {
    openPoll(input: $input) {
      id
    }
  }
`);

export const ClosePollDocument = graphql(`
  mutation ClosePoll($pollId: ID!) {
    closePoll(poll_id: $pollId) {
      id
    }
  }
`);

export const ModerationPageDocument = graphql(`
  query ModerationPage($slug: String!) {
    livestream(slug: $slug) {
      id
      slug
      title
    }
    liveSession(livestream_slug: $slug, view: MODERATION) {
      ...LiveSessionFields
    }
  }
`);

/** The caller's conference room, and whether a signal's addressee is in it (decision 036). */
export const LiveConferenceRoomDocument = graphql(`
  query LiveConferenceRoom($slug: String!, $peer: ID) {
    liveConferenceRoom(livestream_slug: $slug, peer_user_id: $peer) {
      livestream_id
      interjection_id
      me {
        user_id
        name
        role
      }
      peer {
        user_id
        name
        role
      }
    }
  }
`);

/** Who opens a conference room's stream, and the session's state (its end is the room's end). */
export const LiveConferenceAccessDocument = graphql(`
  query LiveConferenceAccess($slug: String!) {
    liveConferenceRoom(livestream_slug: $slug) {
      interjection_id
      me {
        user_id
        name
        role
      }
    }
    liveSession(livestream_slug: $slug) {
      state {
        ...LiveStateFields
      }
    }
  }
`);

/** An event of the caller's conference, recorded (spec 3.6 ZoomSessionTrackingEvent). */
export const TrackConferenceEventDocument = graphql(`
  mutation TrackConferenceEvent($livestreamId: ID!, $event: ZoomSessionTrackingEvent!) {
    trackConferenceEvent(livestream_id: $livestreamId, event: $event)
  }
`);
