import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ServiceProduct } from '@generated/booking/model';
import type { ServiceContent } from '@generated/content/model';
import { SanitizedHtml } from '@/components/sanitized-html/sanitized-html';
import { useLanguage } from '@/components/use-language';
import { formatPrice } from '@/lib/format';

/** Spec §9: the service image of interest is 760 px wide. */
const IMAGE_WIDTH = 760;

/** The image's own size, so the page does not shift when it arrives. */
function size({ width, height }: { width?: number | undefined; height?: number | undefined }) {
  return width && height ? { width, height } : { width: IMAGE_WIDTH, height: undefined };
}

interface Props {
  product: ServiceProduct;
  /** The content site's text and image; undefined while loading or when it failed (ignored). */
  content: ServiceContent | undefined;
  contentPending: boolean;
}

/** The service's name, length and price, with the content site's description and image. */
export function ServiceIntro({ product, content, contentPending }: Props) {
  const { t } = useTranslation('services');
  const language = useLanguage();
  const asset = product.assets?.find((a) => a.type === 'MAIN' && a.imageWidth === IMAGE_WIDTH);
  const fallbackAlt = t('imageAlt', { name: product.name });
  const image = content?.image
    ? { src: content.image.url, alt: content.image.alt || fallbackAlt, ...size(content.image) }
    : asset?.contentUrl
      ? {
          src: asset.contentUrl,
          alt: fallbackAlt,
          ...size({ width: asset.imageWidth, height: asset.imageHeight }),
        }
      : null;
  return (
    <Stack spacing={2} direction={{ xs: 'column', md: 'row' }}>
      <Stack spacing={1} sx={{ flex: 1 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
          {product.name}
        </Typography>
        <Typography sx={{ fontWeight: 600 }} data-testid="service-price">
          {product.time ? `${t('minutes', { count: Number(product.time) })} · ` : ''}
          {formatPrice(product.price.amount, language)}
        </Typography>
        {contentPending ? (
          <Skeleton variant="text" height={80} />
        ) : (
          <SanitizedHtml
            html={content?.content ?? product.description}
            preserveLineBreaks={!content}
            data-testid="service-description"
          />
        )}
      </Stack>
      {image ? (
        <Box
          component="img"
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          sx={{
            width: { xs: '100%', md: 360 },
            height: 'auto',
            borderRadius: 1,
            alignSelf: 'flex-start',
          }}
        />
      ) : null}
    </Stack>
  );
}
