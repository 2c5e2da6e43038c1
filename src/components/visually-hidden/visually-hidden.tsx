import Box, { type BoxProps } from '@mui/material/Box';

/** Clips content out of sight while screen readers still read it (text alternatives, status). */
export const visuallyHiddenSx = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

export function VisuallyHidden({ component = 'span', sx, ...props }: BoxProps) {
  return (
    <Box
      component={component}
      sx={[visuallyHiddenSx, ...(Array.isArray(sx) ? sx : [sx])]}
      {...props}
    />
  );
}
