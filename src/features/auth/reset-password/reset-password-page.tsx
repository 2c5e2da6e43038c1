import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { usePageTitle } from '@/components/page-title/use-page-title';
import { useLanguage } from '@/components/use-language';
import { memberPagePath, pathTo } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { PASSWORD_MIN_LENGTH } from '@/lib/validation-rules';
import { ResetPasswordForm } from './reset-password-form';

/**
 * Spec §2 "Password reset page" (reset-password/?token=…): no token → the language home; signed
 * in → the overview (the member area loads the customer); otherwise the new-password form.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('resetPassword.title'));
  const language = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const { state } = useLocation();
  // Read once, then taken out of the address bar and any shared or bookmarked link. It stays in
  // this history entry's state: the language switch makes the page anew and passes that state on.
  const [resetToken] = useState(() => searchParams.get('token') ?? tokenInState(state));
  const [signedIn] = useState(useSession().customerId !== null);
  const tokenInUrl = searchParams.has('token');
  const leaving = !resetToken || signedIn;
  useEffect(() => {
    // Leaving anyway: taking the token out would be a navigation racing the one away.
    if (!tokenInUrl || leaving) return;
    setSearchParams(
      (params) => {
        params.delete('token');
        return params;
      },
      { replace: true, state: { resetToken } },
    );
  }, [tokenInUrl, leaving, setSearchParams, resetToken]);

  if (!resetToken) return <Navigate to={pathTo('home', language)} replace />;
  if (signedIn) return <Navigate to={memberPagePath('overview', language)} replace />;

  return (
    <Stack spacing={3} sx={{ maxWidth: 560 }}>
      <Typography variant="h1">{t('resetPassword.heading')}</Typography>
      <Typography>{t('resetPassword.intro', { min: PASSWORD_MIN_LENGTH })}</Typography>
      <ResetPasswordForm resetToken={resetToken} />
    </Stack>
  );
}

function tokenInState(state: unknown): string | null {
  const token = (state as { resetToken?: unknown } | null)?.resetToken;
  return typeof token === 'string' && token !== '' ? token : null;
}
