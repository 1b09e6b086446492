import { graphql } from "./generated";

// The personal calendar feed: /calendar/{token}.ics and its switch on /profile/notifications.

export const CalendarFeedDocument = graphql(`
  query CalendarFeed($token: String!) {
    calendarFeed(token: $token) {
      kind
      id
      slug
      title
      starts_at
      ends_at
    }
  }
`);

export const CreateCalendarFeedDocument = graphql(`
  mutation CreateCalendarFeed {
    createCalendarFeed {
      token
    }
  }
`);

export const RevokeCalendarFeedDocument = graphql(`
  mutation RevokeCalendarFeed {
    revokeCalendarFeed
  }
`);
