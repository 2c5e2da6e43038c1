import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLanguage } from '@/components/use-language';
import { memberPagePath, type MemberPage } from '@/lib/paths';
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
      <Box
        component="nav"
        aria-label={t('menu.label')}
        sx={{ display: { xs: 'none', md: 'block' } }}
      >
        <List>
          {pages.map((page) => (
            <ListItem key={page} disablePadding>
              <ListItemButton
                component={Link}
                to={memberPagePath(page, language)}
                selected={page === current}
                aria-current={page === current ? 'page' : undefined}
              >
                <ListItemText primary={t(`menu.${page}`)} />
              </ListItemButton>
            </ListItem>
          ))}
          <ListItem disablePadding>
            <ListItemButton onClick={onLogout}>
              <ListItemIcon>
                <LogoutIcon />
              </ListItemIcon>
              <ListItemText primary={t('menu.logout')} />
            </ListItemButton>
          </ListItem>
        </List>
      </Box>
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
