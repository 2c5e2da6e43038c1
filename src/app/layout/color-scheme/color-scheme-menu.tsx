import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useColorScheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

const CHOICES = [
  { mode: 'system', Icon: SettingsBrightnessIcon },
  { mode: 'light', Icon: LightModeIcon },
  { mode: 'dark', Icon: DarkModeIcon },
] as const;

/**
 * The three schemes as radio items. MUI's useColorScheme keeps the choice (localStorage, read
 * again before the next page's first paint by the document's InitColorSchemeScript). Its own
 * chunk, like the navigation menu: Menu is not part of any page's first paint.
 */
export default function ColorSchemeMenu({
  anchor,
  onClose,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { mode, setMode } = useColorScheme();
  return (
    <Menu
      id="color-scheme-menu"
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      slotProps={{ list: { 'aria-label': t('colorScheme.menu') } }}
    >
      {CHOICES.map(({ mode: choice, Icon }) => (
        <MenuItem
          key={choice}
          role="menuitemradio"
          aria-checked={mode === choice}
          selected={mode === choice}
          onClick={() => {
            setMode(choice);
            onClose();
          }}
        >
          <ListItemIcon>
            <Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t(`colorScheme.${choice}`)}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
