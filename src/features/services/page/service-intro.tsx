import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceProduct } from '@generated/booking/model';
import type { ServiceContent } from '@generated/content/model';
import { usePageShare } from '@/components/page-title/use-page-title';
import { SanitizedHtml } from '@/components/sanitized-html/sanitized-html';
import { stripTags } from '@/components/sanitized-html/strip-tags';
import { useLanguage } from '@/components/use-language';
import { serviceIntroModel, type ServiceIntroImage } from '../logic/service-intro-model';

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
  const intro = serviceIntroModel(
    product,
    content,
    {
      minutes: (count) => t('minutes', { count }),
      imageAlt: (name) => t('imageAlt', { name }),
    },
    language,
  );
  // A shared link to the treatment previews its name (the title), text, image and price.
  usePageShare(() => ({
    description: stripTags(intro.description.html),
    ...(intro.image?.src ? { image: intro.image.src } : {}),
    price: product.price.amount / 100,
  }));
  return (
    <IntroLayout
      name={intro.name}
      priceLine={intro.priceLine}
      description={
        contentPending ? (
          <Skeleton variant="text" height={80} />
        ) : (
          <SanitizedHtml
            html={intro.description.html}
            preserveLineBreaks={intro.description.preserveLineBreaks}
            data-testid="service-description"
          />
        )
      }
      image={intro.image}
    />
  );
}

interface LayoutProps {
  name: string;
  priceLine: string;
  description: ReactNode;
  image: ServiceIntroImage | null;
}

function IntroLayout({ name, priceLine, description, image }: LayoutProps) {
  return (
    <Stack spacing={2} direction={{ xs: 'column', md: 'row' }}>
      <Stack spacing={1} sx={{ flex: 1 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
          {name}
        </Typography>
        <Typography sx={{ fontWeight: 600 }} data-testid="service-price">
          {priceLine}
        </Typography>
        {description}
      </Stack>
      {image ? (
        <Box
          component="img"
          src={image.src || undefined}
          alt={image.alt}
          width={image.width || undefined}
          height={image.height}
          // The build's render has no image yet: the document shows it once it knows one.
          hidden={!image.src}
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
