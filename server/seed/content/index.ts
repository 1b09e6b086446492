export { seedCatalogue, CONTENT_COUNTS } from "./catalogue.ts";
export { CONTENT_FIELDS } from "./common.ts";
export { DEMO_CODES, WATCH_SLUGS } from "./watching.ts";
export { seedLarge } from "./large.ts";
export { indexSearch } from "./search-index.ts";
export { LANDING_PAGE_SLUGS } from "./landing-pages.ts";
