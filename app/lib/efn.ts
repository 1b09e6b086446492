// One rule for the app and the reference API (shared/efn.ts); the app's modules import it from here.
export { efnApplies, isValidEfn } from "../../shared/efn";
