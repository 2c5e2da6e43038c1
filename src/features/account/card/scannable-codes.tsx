// The codes to scan, loaded with the card page's own chunk only when shown (the libraries are
// not in any other page's JavaScript). Black on white at any colour scheme: readers need contrast.
import Box from '@mui/material/Box';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef } from 'react';

/** A QR code of `value`, `size` pixels wide, with the quiet zone readers need. */
export function QrCode({ value, label, size }: { value: string; label: string; size: number }) {
  return (
    <Box
      component="figure"
      data-code={value}
      sx={{ m: 0, bgcolor: '#ffffff', lineHeight: 0, width: size, maxWidth: '100%' }}
    >
      <QRCodeSVG
        value={value}
        size={size}
        level="M"
        marginSize={4}
        bgColor="#ffffff"
        fgColor="#000000"
        title={label}
        role="img"
        aria-label={label}
        style={{ width: '100%', height: 'auto' }}
      />
    </Box>
  );
}

/** A Code 128 barcode of `value`, drawn by JsBarcode in the browser (it needs the DOM). */
export function Code128({ value, label }: { value: string; label: string }) {
  const svg = useRef<SVGSVGElement>(null);
  useEffect(() => {
    let current = true;
    void import('jsbarcode').then(({ default: JsBarcode }) => {
      if (!current || !svg.current) return;
      JsBarcode(svg.current, value, {
        format: 'CODE128',
        displayValue: false,
        width: 3,
        height: 96,
        margin: 16,
        background: '#ffffff',
        lineColor: '#000000',
      });
      // Drawn at its natural size, shown at the card's width at most.
      svg.current.setAttribute('preserveAspectRatio', 'xMidYMid meet');
    });
    return () => {
      current = false;
    };
  }, [value]);
  return (
    <Box component="figure" data-code={value} sx={{ m: 0, bgcolor: '#ffffff', lineHeight: 0 }}>
      <svg ref={svg} role="img" aria-label={label} style={{ maxWidth: '100%', height: 'auto' }} />
    </Box>
  );
}
