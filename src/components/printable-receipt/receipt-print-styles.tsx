import GlobalStyles from '@mui/material/GlobalStyles';

// Everything on the page that neither is the receipt nor holds it: the header, menus, footer,
// consent banner, buttons, toasts and the screen's own version of the receipt.
const NOT_THE_RECEIPT =
  'body *:not(:has([data-receipt-document])):not([data-receipt-document]):not([data-receipt-document] *)';

/**
 * On paper a receipt page is its receipt alone, on A4 (issue 23): everything else is hidden
 * (light colours come from print-in-light.ts). Rendered by the receipt, so only its pages print so.
 */
export function ReceiptPrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '@page': { size: 'A4', margin: '15mm 18mm' },
          [NOT_THE_RECEIPT]: { display: 'none !important' },
          body: { background: '#fff !important' },
          // The receipt's ancestors keep no screen spacing of their own.
          'body *:has([data-receipt-document])': {
            margin: '0 !important',
            padding: '0 !important',
            maxWidth: 'none !important',
            width: '100% !important',
            minWidth: '0 !important',
            gap: '0 !important',
            border: '0 !important',
          },
        },
      }}
    />
  );
}
