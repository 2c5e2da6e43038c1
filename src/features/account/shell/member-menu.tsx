import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ShellIcon } from '@/components/shell-icon/shell-icon';
import { useLanguage } from '@/components/use-language';
import { memberPagePath, type MemberPage } from '@/lib/paths';
import { memberMenuStyles } from './member-menu-styles';
import { currentMemberPage, visibleMemberPages } from './member-pages';

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
      <Box sx={{ display: { xs: 'block', md: 'none' }, mb: 2 }}>
        <TextField
          select
          fullWidth
          label={t('menu.label')}
          value={current}
          onChange={(event) => {
            const value = event.target.value;
            if (value === 'logout') onLogout();
            else navigate(memberPagePath(value as MemberPage, language));
          }}
          slotProps={{
            select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 270 } } } } },
          }}
        >
          {pages.map((page) => (
            <MenuItem key={page} value={page}>
              {t(`menu.${page}`)}
            </MenuItem>
          ))}
          <MenuItem value="logout">{t('menu.logout')}</MenuItem>
        </TextField>
      </Box>
    </>
  );
}
