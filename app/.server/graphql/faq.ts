import { graphql } from "./generated";

// /faq and /faq/{type}: the categories with their questions, in the page's language.
export const FaqDocument = graphql(`
  query Faq($locale: Locale!) {
    faq(locale: $locale) {
      type
      title
      entries {
        id
        question
        answer
      }
    }
  }
`);
