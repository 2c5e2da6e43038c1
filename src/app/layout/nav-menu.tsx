import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';

export interface NavLink {
  to: string;
  label: string;
}

/**
 * The header's menu on small screens. Its own chunk: MUI's Menu brings Popover, Modal and a
 * focus trap, which the first paint of every page does not need.
 */
export default function NavMenu({
  anchor,
  links,
  onClose,
}: {
  anchor: HTMLElement | null;
  links: NavLink[];
  onClose: () => void;
}) {
  return (
    <Menu id="main-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {links.map((link) => (
        <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={onClose}>
          {link.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
