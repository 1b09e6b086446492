import { graphql } from "~/.server/graphql/generated";

// Search and tag pages: one document per page loader. Content items reuse the shared ContentCard
// fragment (app/.server/graphql/catalogue.ts), so a locked item is only ever a teaser.

export const SearchPageDocument = graphql(`
  query SearchPage(
    $term: String!
    $page: Int!
    $perPage: Int!
    $type: SearchResultType
    $independent: Boolean
  ) {
    search(term: $term, page: $page, perPage: $perPage, type: $type, industry_independent: $independent) {
      term
      total
      groups {
        type
        count
      }
      data {
        __typename
        ...ContentCard
        ... on Playlist {
          id
          slug
          title
          thumbnail_url
          locked
          lock_reason
          item_count
        }
        ... on Channel {
          ...ChannelCard
        }
        ... on Expert {
          id
          slug
          name
          academic_title: title
          photo_url
        }
        ... on Tag {
          id
          slug
          name
          tag_type: type
        }
        ... on Field {
          id
          slug
          label_de
          label_en
          icon
          color
        }
      }
      paginatorInfo {
        currentPage
        lastPage
        perPage
        total
      }
    }
    fieldsOverview {
      field {
        id
        slug
        label_de
        label_en
        icon
        color
        relevant
      }
      content_count
    }
  }
`);

export const TagPageDocument = graphql(`
  query TagPage($slug: String!, $page: Int!, $perPage: Int!) {
    tagPage(slug: $slug, page: $page, perPage: $perPage) {
      tag {
        id
        slug
        name
        type
      }
      content {
        data {
          ...ContentCard
        }
        paginatorInfo {
          currentPage
          lastPage
          perPage
          total
        }
      }
    }
  }
`);
