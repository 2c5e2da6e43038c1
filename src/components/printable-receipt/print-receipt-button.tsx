import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** 'Skriv ut / spara som PDF': the browser's print dialog, where "Save as PDF" is one printer. */
export function PrintReceiptButton() {
  const { t } = useTranslation('receipt');
  return (
    <Button
      variant="outlined"
      startIcon={<PrintIcon aria-hidden />}
      onClick={() => window.print()}
      sx={{ alignSelf: 'flex-start', displayPrint: 'none' }}
    >
      {t('print')}
    </Button>
  );
}
