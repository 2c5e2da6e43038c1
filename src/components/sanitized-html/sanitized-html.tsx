import Box, { type BoxProps } from '@mui/material/Box';
import { useMemo } from 'react';
import { sanitizeHtml, withLineBreaks } from './sanitize';

type Props = Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> & {
  html: string | null | undefined;
  /** Turns plain line breaks into <br> (service descriptions are often plain text). */
  preserveLineBreaks?: boolean;
};

/** The only place API HTML reaches the DOM: always sanitised first. */
export function SanitizedHtml({ html, preserveLineBreaks = false, ...boxProps }: Props) {
  const clean = useMemo(() => {
    const source = html ?? '';
    return sanitizeHtml(preserveLineBreaks ? withLineBreaks(source) : source);
  }, [html, preserveLineBreaks]);
  return <Box {...boxProps} dangerouslySetInnerHTML={{ __html: clean }} />;
}
