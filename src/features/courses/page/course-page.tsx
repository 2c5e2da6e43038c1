// Issue 42: a course (BRP's event product) at a facility with its rounds (the facility's events of
// the product): every occasion's date, places left, price per participant, minimum age; a round
// is booked for one participant into the cart (orders/{order}/items/events).
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadError } from '@/components/load-error/load-error';
import { MissingProduct } from '@/components/product-page/missing-product';
import { productPageProblem } from '@/components/product-page/product-page-problem';
import { usePageTitle } from '@/components/page-title/use-page-title';
import { SanitizedHtml } from '@/components/sanitized-html/sanitized-html';
import { LazyFacilityChangeDialog } from '@/components/facility-change/lazy-facility-change-dialog';
import { SitePicker } from '@/components/site-picker/site-picker';
import { useLanguage } from '@/components/use-language';
import { ApiError } from '@/lib/api/api-error';
import { errorText, fieldErrorText } from '@/lib/errors/error-message';
import { pathTo } from '@/lib/paths';
import { stockholmDay } from '@/lib/stockholm-days';
import { useNow } from '@/lib/use-now';
import { useShopSite } from '@/lib/use-shop-site';
import { courseProductId } from '../logic/course-id';
import { roundsOf, roundState } from '../logic/course-round';
import type { Participant } from '../logic/participant';
import { courseProductQuery, courseRoundsQuery } from '../queries';
import { CourseRoundCard } from './course-round-card';
import { useAddCourse } from './use-add-course';

export default function CoursePage() {
  const { t } = useTranslation('courses');
  const language = useLanguage();
  const now = useNow();
  const today = stockholmDay(now);
  const id = courseProductId(useParams().productId);
  const { sites, site, siteName, choose, cart: cartSite } = useShopSite();
  const ready = id !== null && site !== null;
  const product = useQuery({ ...courseProductQuery(id ?? 0, site ?? 0), enabled: ready });
  const rounds = useQuery({ ...courseRoundsQuery(site ?? 0, today), enabled: ready });
  usePageTitle(product.data?.name ?? t('page.title'));
  const cart = useAddCourse(site);
  const [refusal, setRefusal] = useState<{
    event: number;
    text: string;
    birthDate: boolean;
  } | null>(null);

  const add = (eventId: number, participant: Participant) => {
    const event = rounds.data?.find((e) => e.id === eventId);
    if (!event) return;
    setRefusal(null);
    cart.add(event, participant).catch((error: unknown) => {
      const field =
        error instanceof ApiError
          ? error.fieldErrors.find((f) => /birthDate$/.test(String(f.field)))
          : undefined;
      setRefusal({
        event: eventId,
        text: field
          ? fieldErrorText(t, field)
          : t('round.addFailed', { message: errorText(t, error) }),
        birthDate: Boolean(field),
      });
    });
  };

  const problem = productPageProblem({
    id,
    product,
    sites,
    missing: (
      <MissingProduct
        title={t('page.title')}
        text={t('page.notFound')}
        back={{ to: pathTo('courses', language), label: t('page.toList') }}
      />
    ),
    texts: { error: t('page.error'), sitesError: t('sitesError'), loading: t('page.loading') },
    describe: (error) => errorText(t, error),
  });
  if (problem !== null || !product.data) return problem;

  const own = roundsOf(rounds.data, product.data.id);
  const offeredAt = product.data.businessUnits?.length ? product.data.businessUnits : sites.data;
  return (
    <Stack spacing={3}>
      <LazyFacilityChangeDialog cart={cartSite} sites={sites.data} />
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
        {product.data.name}
      </Typography>
      <SanitizedHtml html={product.data.description} data-testid="course-description" />
      {offeredAt ? (
        <SitePicker label={t('facility')} sites={offeredAt} site={site} onChange={choose} />
      ) : null}
      <section aria-label={t('page.rounds')}>
        {rounds.isError ? (
          <LoadError
            message={`${t('page.roundsError')} ${errorText(t, rounds.error)}`}
            onRetry={() => void rounds.refetch()}
          />
        ) : !rounds.data ? (
          <Typography aria-busy="true">{t('page.roundsLoading')}</Typography>
        ) : own.length === 0 ? (
          <Typography data-testid="rounds-empty">
            {t('page.noRounds', { name: siteName })}
          </Typography>
        ) : (
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {own.map((event) => (
              <CourseRoundCard
                key={event.id}
                event={event}
                state={roundState(event, now)}
                today={today}
                busy={cart.adding === event.id}
                added={cart.added?.event === event.id}
                refusal={refusal?.event === event.id ? refusal : null}
                onAdd={(participant) => add(event.id, participant)}
              />
            ))}
          </Stack>
        )}
      </section>
    </Stack>
  );
}
