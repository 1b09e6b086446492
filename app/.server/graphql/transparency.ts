import { graphql } from "./generated";

// Sponsor transparency: the panel on video, livestream and event pages.
graphql(`
  fragment SponsorshipFields on Sponsorship {
    industry_independent
    supporters {
      name
      type
      url
      industry
    }
    experts {
      name
      title
      conflicts_of_interest
    }
  }
`);
