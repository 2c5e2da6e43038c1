import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §9: modal enter animation 300 ms, leave 200 ms. */
export const MODAL_TRANSITION = { enter: 300, exit: 200 } as const;

/**
 * On a phone (below the sm breakpoint, 600 px) the modal fills the screen: no margins around a
 * narrow card, room for forms and the keyboard, the close icon where a phone app has it. CSS
 * only, so the first frame is already right (a media-query hook would render once centred).
 */
const FULL_SCREEN_ON_PHONES = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    margin: 0,
    width: '100%',
    maxWidth: '100%',
    height: '100%',
    maxHeight: '100%',
    borderRadius: 0,
  },
});

/** A short question (are you sure?) stays a card on a phone, with the page still around it. */
const CARD_ON_PHONES = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: { margin: 2, width: 'calc(100% - 32px)' },
});

export interface AppModalProps {
  open: boolean;
  /** Sets the open flag to false. */
  onClose: () => void;
  /** Runs when the user dismisses (icon, outside click, Escape), not with the bottom button. */
  onClosing?: () => void;
  title?: ReactNode;
  children: ReactNode;
  /** Label of the bottom close button; defaults to the translated "Stäng". */
  closeLabel?: string;
  hideCloseButton?: boolean;
  /** Extra buttons beside the bottom close button. */
  actions?: ReactNode;
  width?: 'narrow' | 'default';
  /** While true, icon, outside click and Escape do nothing (e.g. while a call runs). */
  disableClosing?: boolean;
  /** A small confirmation: a card on a phone too, not the full screen. */
  compact?: boolean;
}

/**
 * The generic modal of spec §2 and §4 "Modal". Nothing of it is made before it first opens: a
 * closed MUI dialog draws nothing, but a page of cards with two each still ran every one's hooks
 * while the browser took the page over. Once opened it stays, for its closing transition.
 */
export function AppModal(props: AppModalProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  return opened ? <OpenedModal {...props} /> : null;
}

function OpenedModal({
  open,
  onClose,
  onClosing,
  title,
  children,
  closeLabel,
  hideCloseButton = false,
  actions,
  width = 'default',
  disableClosing = false,
  compact = false,
}: AppModalProps) {
  const { t } = useTranslation();
  const titleId = useId();

  const dismiss = () => {
    if (disableClosing) return;
    onClose();
    onClosing?.();
  };

  return (
    <Dialog
      open={open}
      onClose={dismiss}
      fullWidth
      maxWidth={width === 'narrow' ? 'xs' : 'sm'}
      transitionDuration={MODAL_TRANSITION}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : t('modal.dialog')}
      slotProps={{ paper: { sx: compact ? CARD_ON_PHONES : FULL_SCREEN_ON_PHONES } }}
    >
      {title ? (
        <DialogTitle id={titleId} sx={{ pr: 7 }}>
          {title}
        </DialogTitle>
      ) : null}
      <IconButton
        aria-label={t('modal.close')}
        onClick={dismiss}
        disabled={disableClosing}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent sx={title ? undefined : { pt: 6 }}>{children}</DialogContent>
      {hideCloseButton && !actions ? null : (
        // The content's own side padding (24 px), not MUI's 8 px: on a phone the last button sat
        // 8 px from the screen's edge.
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {actions}
          {hideCloseButton ? null : (
            <Button onClick={onClose} disabled={disableClosing}>
              {closeLabel ?? t('modal.close')}
            </Button>
          )}
        </DialogActions>
      )}
    </Dialog>
  );
}
