import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '@/components/modal/app-modal';
import { SanitizedHtml } from '@/components/sanitized-html/sanitized-html';

interface Props {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** HTML from an API; sanitised before it is shown. */
  html: string | null | undefined;
  /** Shown instead when there is no HTML (e.g. "Ingen information finns"). */
  emptyText: string;
  preserveLineBreaks?: boolean;
  /** Extra content under the description (e.g. a class's external message). */
  children?: ReactNode;
}

/** The "read more" information dialog of bookings, memberships and value cards. */
export function InfoDialog({
  open,
  onClose,
  title,
  html,
  emptyText,
  preserveLineBreaks,
  children,
}: Props) {
  const { t } = useTranslation();
  return (
    <AppModal open={open} onClose={onClose} title={title} closeLabel={t('modal.close')}>
      {html && html.trim() !== '' ? (
        <SanitizedHtml
          html={html}
          preserveLineBreaks={preserveLineBreaks ?? false}
          data-testid="info-dialog-html"
        />
      ) : (
        <Typography>{emptyText}</Typography>
      )}
      {children}
    </AppModal>
  );
}
