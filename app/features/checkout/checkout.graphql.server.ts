import { graphql } from "~/.server/graphql/generated";

// Events on sale and the checkout: prices, quotes, orders.

export const PriceFieldsFragment = graphql(`
  fragment PriceFields on Price {
    id
    type
    amount
    current_amount
    bookable
    needs_proof
  }
`);

export const TicketFieldsFragment = graphql(`
  fragment TicketFields on Event {
    price_category
    sale_phase
    sale_starts_at
    sale_ends_at
    sold_out
    fully_reserved
    booked
    early_bird {
      category
      until
    }
    prices {
      ...PriceFields
    }
  }
`);

/** An order as its pages list it: its number, state, total and what was bought. */
export const OrderSummaryFieldsFragment = graphql(`
  fragment OrderSummaryFields on Order {
    id
    number
    status
    total
    invoice_number
    event {
      slug
      title
    }
    bundle {
      slug
      title
    }
    content {
      slug
      title
      sluggable_type
    }
  }
`);

export const CheckoutPageDocument = graphql(`
  query CheckoutPage($slug: String!) {
    event(slug: $slug) {
      id
      slug
      title
      starts_at
      ends_at
      ...TicketFields
    }
    eventBundle(slug: $slug) {
      id
      slug
      title
      sale_phase
      booked
      early_bird {
        category
        until
      }
      prices {
        ...PriceFields
      }
      events {
        title
      }
    }
    purchasableContent(slug: $slug) {
      id
      slug
      title
      sluggable_type
      booked
      prices {
        ...PriceFields
      }
    }
    me {
      id
      first_name
      last_name
      country
    }
  }
`);

export const CheckoutQuoteDocument = graphql(`
  query CheckoutQuote($priceId: ID!, $code: String) {
    checkoutQuote(priceId: $priceId, discountCode: $code) {
      base
      auto_discount
      code_discount
      total
      tax_rate
      tax
      discount_state
      discount_reserved
      discount_used_up
    }
  }
`);

export const StartCheckoutDocument = graphql(`
  mutation StartCheckout($input: StartCheckoutInput!) {
    startCheckout(input: $input) {
      id
      status
      checkout_url
    }
  }
`);

export const PaymentOrderDocument = graphql(`
  query PaymentOrder($id: ID!) {
    order(id: $id) {
      ...OrderSummaryFields
      payment_status
      checkout_url
      refund_reason
    }
  }
`);

export const ExpandaPageDocument = graphql(`
  query ExpandaPage {
    landingPage(slug: "expanda") {
      ...LandingPageFields
    }
    seminars {
      id
      slug
      title
      starts_at
      ends_at
      thumbnail_url
      ...TicketFields
    }
    eventBundles {
      id
      slug
      title
      description
      sale_phase
      prices {
        ...PriceFields
      }
      events {
        slug
        title
      }
    }
  }
`);

export const BundlePageDocument = graphql(`
  query BundlePage($slug: String!) {
    eventBundle(slug: $slug) {
      id
      slug
      title
      description
      sale_phase
      sale_starts_at
      booked
      early_bird {
        category
        until
      }
      prices {
        ...PriceFields
      }
      events {
        slug
        title
        starts_at
        ends_at
      }
    }
  }
`);

export const InvoicePdfDocument = graphql(`
  query InvoicePdf($id: ID!) {
    invoicePdf(orderId: $id) {
      file_name
      base64
    }
  }
`);

// /event/{slug} and its .ics download.
export const EventPageDocument = graphql(`
  query EventPage($slug: String!) {
    event(slug: $slug) {
      id
      slug
      title
      sponsorship {
        ...SponsorshipFields
      }
      description
      starts_at
      ends_at
      thumbnail_url
      state
      cme_points
      ...TicketFields
      agenda {
        id
        type
        title
        starts_at
        ends_at
        room
        external_url
        experts {
          name
          title
        }
      }
      experts {
        role
        expert {
          ...ExpertCard
        }
      }
      supporters {
        type
        name
        url
      }
      info_sections {
        type
        title
        text
      }
      livestreams {
        ...ContentCard
      }
    }
  }
`);

export const EventCalendarDocument = graphql(`
  query EventCalendar($slug: String!) {
    event(slug: $slug) {
      id
      slug
      title
      description
      starts_at
      ends_at
    }
  }
`);
