import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getGetServiceProductQueryKey } from '@generated/booking/endpoints/catalogue/catalogue';
import { getGetServiceContentQueryKey } from '@generated/content/endpoints/content/content';
import type { ServiceProduct } from '@generated/booking/model';
import type { ServiceContent } from '@generated/content/model';
import { SanitizedHtml } from '@/components/sanitized-html/sanitized-html';
import { useLanguage } from '@/components/use-language';
import { ID_SENTINEL, requestKey } from '@/lib/document/document-answers';
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

/**
 * The intro in the build's render (docs/decisions/023): the same elements, empty, marked for the
 * document to fill from its answers to the product's and its content's requests before the app
 * has come. The id in their keys is the build's sentinel: the paint puts the address's in.
 */
export function ServiceIntroSlots() {
  const { t } = useTranslation('services');
  const id = Number(ID_SENTINEL);
  return (
    <Box
      data-document-paint="service-intro"
      data-document-product={requestKey(getGetServiceProductQueryKey(id))}
      data-document-content={requestKey(getGetServiceContentQueryKey(id))}
      data-minutes={t('minutes', { count: '{{count}}' })}
      data-image-alt={t('imageAlt', { name: '{{name}}' })}
    >
      <IntroLayout
        name=""
        priceLine=""
        description={<SanitizedHtml html="" data-testid="service-description" />}
        image={{ src: '', alt: '', width: 0, height: undefined }}
      />
    </Box>
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
