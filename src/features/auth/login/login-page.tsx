import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { CreateAccountModal } from '@/components/create-account/create-account-modal';
import { usePageTitle } from '@/components/page-title/use-page-title';
import { LoginForm } from '@/components/sign-in/login-form';
import { useLanguage } from '@/components/use-language';
import { memberPagePath } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { LoginIntro, useIntroSettled } from './login-intro';
import { postLoginTarget } from './post-login-target';

/** Spec §2 "Login page" (logga-in/, en/login/). */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('login.title'));
  const language = useLanguage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [createOpen, setCreateOpen] = useState(false);
  // Decided on arrival: the session that starts on this page navigates by itself below.
  const { customerId } = useSession();
  const [signedInOnArrival] = useState(customerId !== null);
  const introSettled = useIntroSettled(language);

  if (signedInOnArrival) return <Navigate to={memberPagePath('overview', language)} replace />;
  if (!introSettled) return <LinearProgress aria-label={t('common:loading')} />;

  const goOn = () =>
    void navigate(postLoginTarget(searchParams.get('returnTo'), language), { replace: true });

  return (
    <>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={3} sx={{ maxWidth: 560 }}>
            <Typography variant="h1">{t('login.heading')}</Typography>
            <LoginIntro language={language} />
            <LoginForm onSignedIn={goOn} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card variant="outlined" component="section" aria-labelledby="no-account-heading">
            <CardContent>
              <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
                <Typography id="no-account-heading" variant="h2">
                  {t('login.noAccountHeading')}
                </Typography>
                <Typography>{t('login.noAccountText')}</Typography>
                <Button variant="outlined" onClick={() => setCreateOpen(true)}>
                  {t('login.createAccount')}
                </Button>
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      <CreateAccountModal
        open={createOpen}
        onClose={() => setCreateOpen(false)}
        onSignedIn={goOn}
      />
    </>
  );
}
