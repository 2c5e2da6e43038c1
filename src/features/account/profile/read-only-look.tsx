// A field the member cannot change (the personal number once set, the member number) must not
// look like one they can: a shaded, dashed box with a lock, and a line saying so.
import LockOutlined from '@mui/icons-material/LockOutlined';
import InputAdornment from '@mui/material/InputAdornment';
import type { TextFieldProps } from '@mui/material/TextField';

export const readOnlySx: TextFieldProps['sx'] = {
  '& .MuiOutlinedInput-root': { bgcolor: 'action.hover' },
  '& .MuiOutlinedInput-notchedOutline': { borderStyle: 'dashed' },
};

export const readOnlySlotProps: TextFieldProps['slotProps'] = {
  input: {
    readOnly: true,
    endAdornment: (
      <InputAdornment position="end">
        <LockOutlined fontSize="small" aria-hidden />
      </InputAdornment>
    ),
  },
};
