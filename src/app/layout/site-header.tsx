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
import { ShellIcon } from '@/components/shell-icon/shell-icon';

const loadNavMenu = () => loadChunk(() => import('./nav-menu'));
const NavMenu = lazy(loadNavMenu);

/**
 * Signed in, the account button shows the member's initial in a light circle where a visitor
 * sees the person icon: on a phone the button's words are hidden, and the header must still say
 * who is signed in. The letter is drawn by CSS (aria-hidden), so the button's text and name stay
 * "Hej Anna".
 */
function SignedInAvatar({ firstName }: { firstName: string | null }) {
  const initial = firstName?.trim().charAt(0).toLocaleUpperCase() ?? '';
  return (
    <span
      className="shell-avatar"
      aria-hidden="true"
      data-initial={initial}
      data-testid="header-avatar"
    >
      {initial ? null : <ShellIcon name="person" />}
    </span>
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
    <header className="shell-header">
      {/* One row from a 360 px phone up (tests/e2e/shell.spec.ts): on a phone the account is its
          icon (its name stays for screen readers), and the brand, the language switch, the icons
          and the edges take less room. A facility's long name (BRAND_NAME) ends in an ellipsis
          rather than push the rest out. */}
      <div className="shell-toolbar">
        <button
          type="button"
          className="shell-icon-button shell-menu-button"
          aria-label={t('nav.openMenu')}
          aria-haspopup="true"
          aria-controls={menuAnchor ? 'main-menu' : undefined}
          onClick={(event) => {
            setMenuUsed(true);
            setMenuAnchor(event.currentTarget);
          }}
        >
          <ShellIcon name="menu" />
        </button>
        <RouterLink className="shell-brand" to={pathTo('home', language)}>
          {env.brandName}
        </RouterLink>
        <nav className="shell-nav" aria-label={t('nav.mainMenu')}>
          {links
            .filter((link) => !link.phoneOnly)
            .map((link) => (
              <RouterLink key={link.to} className="shell-button shell-nowrap" to={link.to}>
                {link.label}
              </RouterLink>
            ))}
        </nav>
        {menuUsed ? (
          <Suspense fallback={null}>
            <NavMenu anchor={menuAnchor} links={links} onClose={() => setMenuAnchor(null)} />
          </Suspense>
        ) : null}
        <div className="shell-spacer" />
        <LanguageSwitch className="shell-header-language" />
        <ColorSchemeSwitch />
        <RouterLink
          className="shell-button shell-account"
          to={
            signedIn ? memberPagePath('overview', language) : loginPathReturningTo(here, language)
          }
          data-testid="header-account"
        >
          <span className="shell-start-icon">
            {signedIn ? <SignedInAvatar firstName={firstName} /> : <ShellIcon name="person" />}
          </span>
          <span className="shell-phone-hidden">{accountLabel}</span>
        </RouterLink>
        <RouterLink
          className="shell-icon-button"
          to={pathTo('checkout', language)}
          aria-label={t('nav.cartWithCount', { count: cartCount })}
        >
          <span className="shell-badge" data-testid="cart-badge">
            <ShellIcon name="cart" />
            {/* As MUI's Badge: none at 0, "99+" above 99. */}
            {cartCount > 0 ? (
              <span className="shell-badge-count">{cartCount > 99 ? '99+' : cartCount}</span>
            ) : null}
          </span>
        </RouterLink>
      </div>
    </header>
  );
}
