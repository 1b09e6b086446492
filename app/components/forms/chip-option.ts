// Apart from ChipSelect, which loads ChipSheet on demand: both use it, neither imports the other.
export type ChipOption = {
  value: string;
  label: string;
  /** Spec §4: extended items sit behind "more" (a bottom sheet on small screens). */
  extended?: boolean;
};
