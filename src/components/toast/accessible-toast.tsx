import { styled } from '@mui/material/styles';
import { MaterialDesignContent } from 'notistack';

// notistack's default colours put white text on light green and orange, below WCAG AA contrast.
// These backgrounds keep at least 4.5:1 with white text.
export const AccessibleToast = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#1b5e20' },
  '&.notistack-MuiContent-error': { backgroundColor: '#b3261e' },
  '&.notistack-MuiContent-info': { backgroundColor: '#005f73' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#7a4100' },
  '&.notistack-MuiContent-default': { backgroundColor: '#263238' },
});

export const toastComponents = {
  default: AccessibleToast,
  success: AccessibleToast,
  error: AccessibleToast,
  info: AccessibleToast,
  warning: AccessibleToast,
};
