import { graphql } from "~/.server/graphql/generated";

// The discovery pages: /home, /livestreams and /cme-fortbildungen, one document each.
// Cards reuse the catalogue's ContentCard fragment (app/.server/graphql/catalogue.ts): teasers only.

export const HomePageDocument = graphql(`
  query HomePage($shelfSize: Int!, $fieldShelves: Int, $channelShelves: Int) {
    homePage(shelfSize: $shelfSize, fieldShelves: $fieldShelves, channelShelves: $channelShelves) {
      continueWatching {
        content_id
        position_seconds
        percent
        content {
          ...ContentCard
        }
      }
      featured {
        type
        priority
        content {
          ...ContentCard
        }
      }
      banner {
        id
        title
        text
        link_url
        link_label
        image_url
        priority
      }
      fieldShelves {
        field {
          id
          slug
          label_de
          label_en
        }
        items {
          ...ContentCard
        }
      }
      channelShelves {
        channel {
          id
          slug
          name
        }
        items {
          ...ContentCard
        }
      }
      fieldShelvesTotal
      channelShelvesTotal
      upcomingLivestreams {
        ...ContentCard
      }
      newCmeContent {
        ...ContentCard
      }
    }
  }
`);

export const LivestreamScheduleDocument = graphql(`
  query LivestreamSchedule {
    # The API's default window: now to now + 8 weeks.
    livestreamSchedule {
      ...ContentCard
      ends_at
    }
  }
`);

export const CmeContentDocument = graphql(`
  query CmeContent($filter: CmeFilter, $sort: CmeSort, $page: Int, $perPage: Int) {
    cmeContent(filter: $filter, sort: $sort, page: $page, perPage: $perPage) {
      data {
        ...ContentCard
      }
      paginatorInfo {
        count
        currentPage
        lastPage
        perPage
        total
        hasMorePages
      }
    }
    fields {
      id
      slug
      label_de
      label_en
      mappedId
    }
  }
`);
