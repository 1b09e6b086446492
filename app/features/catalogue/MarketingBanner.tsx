import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DecorativeImage } from "~/components/ui/DecorativeImage";

export type Banner = {
  id: string;
  title: string;
  text: string;
  link_url: string;
  link_label: string;
  image_url: string | null;
};

const internal = (url: string) => url.startsWith("/") && !url.startsWith("//");

/** Spec 3.6: the active marketing banner with the highest priority (the API picks it). */
export function MarketingBanner({ banner }: { banner: Banner }) {
  const { t } = useTranslation("discover");
  const linkClass =
    "mt-3 inline-block rounded-md bg-primary px-4 py-2 font-semibold text-white hover:bg-primary-dark";
  return (
    <aside
      aria-label={t("home.banner")}
      className="mt-8 flex flex-col gap-4 overflow-hidden rounded-lg border border-line bg-primary-light sm:flex-row sm:items-center"
    >
      <DecorativeImage
        src={banner.image_url}
        width={320}
        height={120}
        className="h-30 w-full object-cover sm:w-80"
      />
      <div className="p-4">
        <p className="text-lg font-bold text-ink">{banner.title}</p>
        <p className="mt-1 text-ink">{banner.text}</p>
        {internal(banner.link_url) ? (
          <Link to={banner.link_url} className={linkClass}>
            {banner.link_label}
          </Link>
        ) : (
          <a href={banner.link_url} className={linkClass} rel="noopener noreferrer">
            {banner.link_label}
          </a>
        )}
      </div>
    </aside>
  );
}
