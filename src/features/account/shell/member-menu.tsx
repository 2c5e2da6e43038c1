import GlobalStyles from '@mui/material/GlobalStyles';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ShellIcon } from '@/components/shell-icon/shell-icon';
import { useLanguage } from '@/components/use-language';
import { memberPagePath } from '@/lib/paths';
import { memberMenuStyles } from './member-menu-styles';
import { currentMemberPage, visibleMemberPages } from './member-pages';
import { PhoneMemberMenu } from './phone-member-menu';

interface Props {
  hasSubscriptions: boolean;
  onLogout: () => void;
}

/** The member-area menu: a side list on wide screens, a dropdown on narrow ones. */
export function MemberMenu({ hasSubscriptions, onLogout }: Props) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pages = visibleMemberPages(hasSubscriptions);
  const current = currentMemberPage(pathname, language, pages);

  return (
    <>
      <GlobalStyles styles={memberMenuStyles} />
      <nav className="member-menu" aria-label={t('menu.label')}>
        <ul className="member-menu-list">
          {pages.map((page) => (
            <li key={page}>
              <Link
                className="member-menu-item"
                to={memberPagePath(page, language)}
                aria-current={page === current ? 'page' : undefined}
              >
                {t(`menu.${page}`)}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" className="member-menu-item" onClick={onLogout}>
              <span className="member-menu-icon">
                <ShellIcon name="logout" />
              </span>
              {t('menu.logout')}
            </button>
          </li>
        </ul>
      </nav>
      <PhoneMemberMenu
        pages={pages}
        current={current}
        onChoose={(choice) => {
          if (choice === 'logout') onLogout();
          else navigate(memberPagePath(choice, language));
        }}
      />
    </>
  );
}
