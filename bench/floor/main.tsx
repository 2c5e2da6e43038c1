// The floor: the fastest page this stack makes. One eagerly loaded route that shows a heading and
// the facility's sites from the booking API, with the same libraries as the app (React, MUI,
// router, React Query, axios, zod, i18next) and nothing else. `npm run bench` measures every
// app route against it in the same run, so machine load cancels out of the ratio.
//
// Under /__floor/data/ the same page waits for its data before it shows its heading, and the
// heading names the first site from the API: the fastest page of this stack whose largest text
// comes from an API, as the login intro, a treatment's description, the member overview and the
// checkout do (a reference row in the bench, not a goal; docs/decisions/021). Its call starts
// with the document (index.html), in parallel with this code: started by the code instead, the
// same page measured 1.14-1.16x the floor; started with the document, 1.03-1.08x.
import AppBar from '@mui/material/AppBar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import axios from 'axios';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { z } from 'zod';

void i18next.use(initReactI18next).init({
  lng: 'sv',
  resources: {
    sv: {
      translation: {
        brand: 'Stadsbadet',
        heading: 'Välkommen till Stadsbadet',
        welcomeTo: 'Välkommen till {{site}}',
        intro: 'Boka pass och behandlingar, köp värdekort och medlemskap.',
        sites: 'Våra anläggningar',
      },
    },
  },
  interpolation: { escapeValue: false },
});

const sites = z.array(z.object({ id: z.number(), name: z.string() }).loose());
const http = axios.create({ baseURL: '/brponline/api/ver3' });

const CONTENT_FROM_API = window.location.pathname.startsWith('/__floor/data');
/** The data floor's call, started by index.html before this code arrived. */
const startedWithTheDocument = (window as { floorSites?: Promise<unknown> }).floorSites;

const useSites = () =>
  useQuery({
    queryKey: ['businessunits'],
    queryFn: async () =>
      sites.parse(
        await (startedWithTheDocument ?? http.get('/businessunits').then((answer) => answer.data)),
      ),
  });

function Sites() {
  const { data } = useSites();
  if (!data) return <Skeleton variant="rounded" height={96} />;
  return (
    <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {data.map((site) => (
        <Card key={site.id} component="li" variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h3">
              {site.name}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

function DataFloorMain() {
  const { t } = useTranslation();
  const { data } = useSites();
  if (!data) return <Skeleton variant="rounded" height={160} />;
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('welcomeTo', { site: data[0]?.name ?? '' })}
      </Typography>
      <Typography color="text.secondary">{t('intro')}</Typography>
      <Typography variant="h5" component="h2">
        {t('sites')}
      </Typography>
      <Sites />
    </Stack>
  );
}

function FloorPage() {
  const { t } = useTranslation();
  return (
    <>
      <AppBar position="static" elevation={0}>
        <Toolbar>
          <Typography variant="h6" component="p">
            {t('brand')}
          </Typography>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="lg" sx={{ py: 3 }}>
        {CONTENT_FROM_API ? (
          <DataFloorMain />
        ) : (
          <Stack spacing={3}>
            <Typography variant="h4" component="h1">
              {t('heading')}
            </Typography>
            <Typography color="text.secondary">{t('intro')}</Typography>
            <Typography variant="h5" component="h2">
              {t('sites')}
            </Typography>
            <Sites />
          </Stack>
        )}
      </Container>
    </>
  );
}

const theme = createTheme({ palette: { primary: { main: '#005f73' } } });
const router = createBrowserRouter([{ path: '*', element: <FloorPage /> }]);
const queryClient = new QueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>
  </StrictMode>,
);
