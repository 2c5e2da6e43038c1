import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { AppModal } from '@/components/modal/app-modal';

interface Props {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the confirmed action runs: buttons and closing are disabled. */
  busy?: boolean;
  destructive?: boolean;
}

/** An are-you-sure dialog (yes/no, remove/cancel) on the generic modal. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  destructive = false,
}: Props) {
  return (
    <AppModal
      open={open}
      onClose={onCancel}
      title={title}
      width="narrow"
      compact
      hideCloseButton
      disableClosing={busy}
      actions={
        <>
          <Button onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            variant="contained"
            color={destructive ? 'secondary' : 'primary'}
            onClick={onConfirm}
            disabled={busy}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </AppModal>
  );
}
