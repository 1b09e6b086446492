export { ShareControls, type ShareControlsProps } from "./ShareControls";
export { SharableAlert, SHARABLE_ALERT_MS } from "./SharableAlert";
export { TimeField } from "./TimeField";
