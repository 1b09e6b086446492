/**
 * An image that only decorates (the text next to it says what it shows): empty alt text, a fixed
 * size against layout shift, and nothing at all when there is no image.
 */
export function DecorativeImage({
  src,
  width,
  height,
  className,
}: {
  src: string | null | undefined;
  width: number;
  height: number;
  className: string;
}) {
  if (!src) return null;
  return <img src={src} alt="" width={width} height={height} className={className} />;
}
