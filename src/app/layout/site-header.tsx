import MenuIcon from '@mui/icons-material/Menu';
import PersonIcon from '@mui/icons-material/Person';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useCartCount } from '@/lib/cart/stored-cart';
import { useLanguage } from '@/components/use-language';
import { env } from '@/lib/env';
import { loginPathReturningTo, memberPagePath, pathTo } from '@/lib/paths';
import { useHydratedInTransition } from '@/lib/use-hydrated';
import { useFirstName, useSession } from '@/lib/session';
import { whenIdle } from '@/lib/when-idle';
import { loadChunk } from '@/lib/chunk-load';
import { LanguageSwitch } from './language-switch';
import { ColorSchemeSwitch } from './color-scheme/color-scheme-switch';
import { phoneIconSx } from './header-sx';

const loadNavMenu = () => loadChunk(() => import('./nav-menu'));
const NavMenu = lazy(loadNavMenu);

/** Out of sight on a phone, yet the button's name; visible from the small breakpoint on. */
const phoneHiddenSx = {
  position: { xs: 'absolute', sm: 'static' },
  width: { xs: '1px', sm: 'auto' },
  height: { xs: '1px', sm: 'auto' },
  overflow: { xs: 'hidden', sm: 'visible' },
  clipPath: { xs: 'inset(50%)', sm: 'none' },
  whiteSpace: 'nowrap',
} as const;

/**
 * Signed in, the account button shows the member's initial in a light circle where a visitor
 * sees the person icon: on a phone the button's words are hidden, and the header must still say
 * who is signed in. The letter is drawn by CSS (aria-hidden), so the button's text and name stay
 * "Hej Anna".
 */
function SignedInAvatar({ firstName }: { firstName: string | null }) {
  const initial = firstName?.trim().charAt(0).toLocaleUpperCase() ?? '';
  return (
    <Avatar
      aria-hidden="true"
      data-initial={initial}
      data-testid="header-avatar"
      sx={{
        width: 24,
        height: 24,
        // Above the button's own size for its start icon.
        '&&': { fontSize: '0.875rem' },
        fontWeight: 700,
        bgcolor: 'primary.contrastText',
        color: 'primary.main',
        '&::before': { content: 'attr(data-initial)' },
      }}
    >
      {/* An empty Avatar draws a person of its own: an empty element stands beside the letter. */}
      {initial ? <span /> : <PersonIcon fontSize="small" />}
    </Avatar>
  );
}

export function SiteHeader() {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const { customerId } = useSession();
  const firstName = useFirstName();
  const cartCount = useCartCount();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so closing keeps its transition.
  const [menuUsed, setMenuUsed] = useState(false);

  // The menu's chunk loads once the page is idle, so the first tap does not wait for it.
  useEffect(() => whenIdle(() => void loadNavMenu()), []);

  const links = [
    { to: pathTo('booking', language), label: t('nav.classes') },
    { to: pathTo('schedule', language), label: t('nav.schedule') },
    { to: pathTo('memberships', language), label: t('nav.memberships') },
    { to: `${pathTo('home', language)}#treatments`, label: t('nav.treatments') },
    // The phone's menu only: a small laptop's row has room for five links, not for every kind the
    // shop sells; the start page leads to each of them.
    { to: pathTo('valueCards', language), label: t('nav.valueCards'), phoneOnly: true },
    { to: pathTo('courses', language), label: t('nav.courses'), phoneOnly: true },
    { to: pathTo('entries', language), label: t('nav.entries'), phoneOnly: true },
    { to: pathTo('giftCards', language), label: t('nav.giftCards'), phoneOnly: true },
    { to: memberPagePath('overview', language), label: t('nav.memberArea') },
  ];
  // The address's #part never reaches the server: it joins the return target once the page is the
  // browser's, so the first render in the browser is the server's.
  const hydrated = useHydratedInTransition();
  const here = `${location.pathname}${location.search}${hydrated ? location.hash : ''}`;
  const signedIn = customerId !== null;
  // A session stored without a first name (a login answer without one) still leads to the
  // member area: it must not read "Logga in".
  const accountLabel = !signedIn
    ? t('nav.login')
    : firstName
      ? t('nav.greeting', { name: firstName })
      : t('nav.memberArea');

  return (
    <AppBar position="sticky" color="primary" component="header">
      {/* One row from a 360 px phone up (tests/e2e/shell.spec.ts): on a phone the account is its
          icon (its name stays for screen readers), and the brand, the language switch, the icons
          and the edges take less room. A facility's long name (BRAND_NAME) ends in an ellipsis
          rather than push the rest out. */}
      <Toolbar sx={{ gap: { xs: 0.25, sm: 1 }, px: { xs: 1, sm: 3 } }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={t('nav.openMenu')}
          aria-haspopup="true"
          aria-controls={menuAnchor ? 'main-menu' : undefined}
          onClick={(event) => {
            setMenuUsed(true);
            setMenuAnchor(event.currentTarget);
          }}
          sx={{ display: { md: 'none' }, ...phoneIconSx, ml: { xs: -0.75, sm: -1.5 } }}
        >
          <MenuIcon />
        </IconButton>
        <Typography
          component={RouterLink}
          to={pathTo('home', language)}
          variant="h6"
          noWrap
          sx={{
            minWidth: 0,
            flexShrink: 1,
            color: 'inherit',
            textDecoration: 'none',
            fontWeight: 700,
            fontSize: { xs: '1rem', sm: '1.25rem' },
            mr: { xs: 0.25, sm: 2 },
          }}
        >
          {env.brandName}
        </Typography>
        <Box
          component="nav"
          aria-label={t('nav.mainMenu')}
          sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, flexShrink: 0 }}
        >
          {links
            .filter((link) => !link.phoneOnly)
            .map((link) => (
              <Button
                key={link.to}
                color="inherit"
                component={RouterLink}
                to={link.to}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {link.label}
              </Button>
            ))}
        </Box>
        {menuUsed ? (
          <Suspense fallback={null}>
            <NavMenu anchor={menuAnchor} links={links} onClose={() => setMenuAnchor(null)} />
          </Suspense>
        ) : null}
        <Box sx={{ flexGrow: 1 }} />
        <LanguageSwitch sx={{ px: { xs: 0.75, sm: 1 }, minWidth: 0, whiteSpace: 'nowrap' }} />
        <ColorSchemeSwitch />
        <Button
          color="inherit"
          component={RouterLink}
          to={
            signedIn ? memberPagePath('overview', language) : loginPathReturningTo(here, language)
          }
          startIcon={signedIn ? <SignedInAvatar firstName={firstName} /> : <PersonIcon />}
          data-testid="header-account"
          sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
        >
          <Box component="span" sx={phoneHiddenSx}>
            {accountLabel}
          </Box>
        </Button>
        <IconButton
          color="inherit"
          component={RouterLink}
          to={pathTo('checkout', language)}
          aria-label={t('nav.cartWithCount', { count: cartCount })}
          sx={phoneIconSx}
        >
          <Badge badgeContent={cartCount} color="secondary" data-testid="cart-badge">
            <ShoppingCartIcon />
          </Badge>
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}
