// STUB (to be built by the share helper): share button + URL-addressable share dialog (?dialog=share).
export interface ShareControlsProps {
  /** Absolute URL of the page to share (without ?t=). */
  url: string;
  title: string;
  /** Offer the optional start-at time field (videos). */
  allowTimestamp?: boolean;
}

export function ShareControls(_props: ShareControlsProps) {
  return null;
}
