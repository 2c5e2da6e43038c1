import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  name: string;
  onCreateCertificate: () => void;
  /** Freezing (or asking to freeze) and ending, where the membership allows them. */
  freezeLabel?: string | null;
  onFreeze?: () => void;
  onEnd?: (() => void) | null;
}

/** A membership's menu with its actions; a click outside or Escape closes it. */
export function MembershipMenu({ name, onCreateCertificate, freezeLabel, onFreeze, onEnd }: Props) {
  const { t } = useTranslation('account-membership');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const open = anchor !== null;

  return (
    <>
      <IconButton
        aria-label={t('menu.label', { name })}
        aria-haspopup="true"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={open} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onCreateCertificate();
          }}
        >
          {t('menu.createCertificate')}
        </MenuItem>
        {freezeLabel && onFreeze ? (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              onFreeze();
            }}
          >
            {freezeLabel}
          </MenuItem>
        ) : null}
        {onEnd ? (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              onEnd();
            }}
          >
            {t('menu.end')}
          </MenuItem>
        ) : null}
      </Menu>
    </>
  );
}
