// Issue 42: an entry ticket at a facility: the day (today and six ahead), the window of that day
// (the whole opening day for a bath entry, a few hours for the spa), how many, into the cart.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { DayButton } from '@/components/day-button/day-button';
import { LoadError } from '@/components/load-error/load-error';
import { MissingProduct } from '@/components/product-page/missing-product';
import { productPageProblem } from '@/components/product-page/product-page-problem';
import { usePageTitle } from '@/components/page-title/use-page-title';
import { SanitizedHtml } from '@/components/sanitized-html/sanitized-html';
import { LazyFacilityChangeDialog } from '@/components/facility-change/lazy-facility-change-dialog';
import { SitePicker } from '@/components/site-picker/site-picker';
import { useLanguage } from '@/components/use-language';
import { errorText } from '@/lib/errors/error-message';
import { pathTo } from '@/lib/paths';
import { addDays, stockholmDay } from '@/lib/stockholm-days';
import { useNow } from '@/lib/use-now';
import { useShopSite } from '@/lib/use-shop-site';
import { entryProductId, shownDay } from '../logic/entry-search';
import { quantityError, windowsOfDay } from '../logic/entry-windows';
import { ENTRY_DAYS, entryProductQuery, entryWindowsQuery } from '../queries';
import { EntryWindowsList } from './entry-windows-list';
import { useAddEntry } from './use-add-entry';

export default function EntryPage() {
  const { t } = useTranslation('entries');
  const language = useLanguage();
  const today = stockholmDay(useNow());
  const id = entryProductId(useParams().productId);
  const [params, setParams] = useSearchParams();
  const day = shownDay(params.get('day'), today);
  const { sites, site, choose, cart: cartSite } = useShopSite();
  const ready = id !== null && site !== null;
  const product = useQuery({ ...entryProductQuery(id ?? 0, site ?? 0), enabled: ready });
  const all = useQuery({ ...entryWindowsQuery(id ?? 0, site ?? 0, today), enabled: ready });
  usePageTitle(product.data?.name ?? t('page.title'));
  const cart = useAddEntry(site);
  const [chosen, setChosen] = useState<string | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [quantityProblem, setQuantityProblem] = useState<string | null>(null);
  const [windowProblem, setWindowProblem] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const windows = windowsOfDay(all.data, day);
  const window = windows.find((w) => w.start === chosen) ?? null;
  const chooseDay = (next: string) => {
    const copy = new URLSearchParams(params);
    copy.set('day', next);
    setParams(copy, { replace: true });
    setChosen(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const problem = quantityError(quantity, window?.left ?? null);
    setQuantityProblem(problem);
    setWindowProblem(window === null);
    if (problem || !window || !product.data) return;
    cart
      .add(product.data, window, Number(quantity))
      .catch((error: unknown) => setRefusal(t('page.addFailed', { message: errorText(t, error) })));
  };

  const problem = productPageProblem({
    id,
    product,
    sites,
    missing: (
      <MissingProduct
        title={t('page.title')}
        text={t('page.notFound')}
        back={{ to: pathTo('entries', language), label: t('page.toList') }}
      />
    ),
    texts: { error: t('page.error'), sitesError: t('sitesError'), loading: t('page.loading') },
    describe: (error) => errorText(t, error),
  });
  if (problem !== null || !product.data) return problem;

  const offeredAt = product.data.businessUnits?.length ? product.data.businessUnits : sites.data;
  const days = Array.from({ length: ENTRY_DAYS }, (_, i) => addDays(today, i));
  return (
    <Stack spacing={3}>
      <LazyFacilityChangeDialog cart={cartSite} sites={sites.data} />
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
        {product.data.name}
      </Typography>
      <SanitizedHtml html={product.data.description} data-testid="entry-description" />
      {offeredAt ? (
        <SitePicker label={t('facility')} sites={offeredAt} site={site} onChange={choose} />
      ) : null}
      <Stack
        component="nav"
        aria-label={t('page.dayStrip')}
        direction="row"
        spacing={1}
        sx={{ overflowX: 'auto', py: 1 }}
      >
        {days.map((d) => (
          <DayButton key={d} day={d} selected={d === day} onSelect={chooseDay} />
        ))}
      </Stack>
      <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={t('page.form')}>
        {all.isError ? (
          <LoadError
            message={`${t('page.windowsError')} ${errorText(t, all.error)}`}
            onRetry={() => void all.refetch()}
          />
        ) : !all.data ? (
          <Typography aria-busy="true">{t('page.windowsLoading')}</Typography>
        ) : windows.length === 0 ? (
          <Typography data-testid="windows-empty">{t('page.noWindows')}</Typography>
        ) : (
          <>
            <EntryWindowsList
              windows={windows}
              chosen={chosen}
              onChoose={(start) => {
                setChosen(start);
                setWindowProblem(false);
              }}
            />
            {windowProblem ? (
              <Typography color="error" role="alert">
                {t('page.chooseWindow')}
              </Typography>
            ) : null}
            <TextField
              id="entry-quantity"
              label={t('quantity.label')}
              value={quantity}
              onChange={(e) => setQuantity(e.target.value)}
              error={Boolean(quantityProblem)}
              helperText={
                quantityProblem
                  ? t(quantityProblem, { left: window?.left ?? 0 })
                  : t('quantity.hint')
              }
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              size="small"
              sx={{ maxWidth: 200 }}
            />
            {refusal ? <Alert severity="error">{refusal}</Alert> : null}
            {cart.added ? (
              <Alert severity="success" data-testid="entry-added">
                {t('page.added')}{' '}
                <Link component={RouterLink} to={pathTo('checkout', language)} underline="always">
                  {t('page.toCheckout')}
                </Link>
              </Alert>
            ) : null}
            <Button
              type="submit"
              variant="contained"
              disabled={cart.adding}
              startIcon={cart.adding ? <CircularProgress size={18} color="inherit" /> : undefined}
              sx={{ alignSelf: 'flex-start' }}
            >
              {cart.adding ? t('page.adding') : t('page.add')}
            </Button>
          </>
        )}
      </Stack>
    </Stack>
  );
}
