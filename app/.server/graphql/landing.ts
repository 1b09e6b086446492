import { graphql } from "./generated";

// Landing pages (the operator's, and the event pages' sections). Content items reuse the
// catalogue's ContentCard fragment (catalogue.ts), so a locked item is only ever a teaser.

export const LandingPageFieldsFragment = graphql(`
  fragment LandingPageFields on LandingPage {
    slug
    title
    description
    sections {
      id
      type
      title
      text
      image_url
      link_url
      link_label
      payload
      contents {
        ...ContentCard
      }
      experts {
        ...ExpertCard
      }
      channels {
        ...ChannelCard
      }
      fields {
        id
        slug
        label_de
        label_en
        icon
        color
      }
    }
  }
`);

export const LandingPageDocument = graphql(`
  query LandingPage($slug: String!) {
    landingPage(slug: $slug) {
      ...LandingPageFields
    }
  }
`);
