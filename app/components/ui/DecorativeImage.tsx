/**
 * An image that only decorates (the text next to it says what it shows): empty alt text, a fixed
 * size against layout shift, and nothing at all when there is no image.
 */
export function DecorativeImage({
  src,
  width,
  height,
  loading,
  className,
}: {
  src: string | null | undefined;
  width: number;
  height: number;
  /** The browser's default (eager) when absent. */
  loading?: "lazy" | "eager";
  className: string;
}) {
  if (!src) return null;
  return <img src={src} alt="" width={width} height={height} loading={loading} className={className} />;
}
