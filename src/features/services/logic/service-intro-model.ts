// What a service's intro shows (spec §2 "Service time selection page", §9): its name, length and
// price, the content site's description (or the product's own text) and image, as plain values
// that service-intro.tsx renders (and unit tests read without React).
import type { ServiceProduct } from '@generated/booking/model';
import type { ServiceContent } from '@generated/content/model';
import type { Language } from '@/lib/language';
import { formatPrice } from '@/lib/money';

/** Spec §9: the service image of interest is 760 px wide. */
export const IMAGE_WIDTH = 760;

/** The page's texts the intro needs, already in the page's language. */
export interface ServiceIntroTexts {
  minutes: (count: number) => string;
  imageAlt: (name: string) => string;
}

export interface ServiceIntroImage {
  src: string;
  alt: string;
  width: number;
  /** Unknown for a content image without its size: the browser keeps its aspect ratio. */
  height: number | undefined;
}

export interface ServiceIntroModel {
  name: string;
  /** "50 min · 695 kr", or only the price for a service without a length. */
  priceLine: string;
  /** The content site's HTML, or the product's own text whose line breaks are kept. */
  description: { html: string; preserveLineBreaks: boolean };
  image: ServiceIntroImage | null;
}

/** The image's own size, so the page does not shift when it arrives. */
function size({ width, height }: { width?: number | undefined; height?: number | undefined }) {
  return width && height ? { width, height } : { width: IMAGE_WIDTH, height: undefined };
}

/** `content` is undefined while it loads or when it failed (then the product's own text shows). */
export function serviceIntroModel(
  product: ServiceProduct,
  content: ServiceContent | undefined,
  texts: ServiceIntroTexts,
  language: Language,
): ServiceIntroModel {
  const asset = product.assets?.find((a) => a.type === 'MAIN' && a.imageWidth === IMAGE_WIDTH);
  const fallbackAlt = texts.imageAlt(product.name);
  const image = content?.image
    ? { src: content.image.url, alt: content.image.alt || fallbackAlt, ...size(content.image) }
    : asset?.contentUrl
      ? {
          src: asset.contentUrl,
          alt: fallbackAlt,
          ...size({ width: asset.imageWidth, height: asset.imageHeight }),
        }
      : null;
  const minutes = product.time ? `${texts.minutes(Number(product.time))} · ` : '';
  return {
    name: product.name,
    priceLine: `${minutes}${formatPrice(product.price.amount, language)}`,
    description: {
      html: content?.content ?? product.description ?? '',
      preserveLineBreaks: !content,
    },
    image,
  };
}
