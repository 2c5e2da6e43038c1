import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type ReactNode } from 'react';
import { AppModal } from '@/components/modal/app-modal';

export interface CodeDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  label: string;
  submitLabel: string;
  busyLabel: string;
  /** The value to send, or the text of what is wrong with it (shown without calling the API). */
  check: (raw: string) => { value: string } | { problem: string };
  /** Sends the value; a rejection is shown through `errorFor` (undefined: the dialog closes). */
  send: (value: string) => Promise<void>;
  errorFor: (error: unknown) => string | undefined;
  /** Another way to fill in the value (spec §2 "plus an extra component for alternative adding"). */
  extra?: (submit: (raw: string) => void, busy: boolean) => ReactNode;
}

/**
 * Spec §2 modals "add discount code" and "add value card number": a labelled input, Enter submits,
 * an inline error line, the Add button (busy while the call runs). What was typed is kept on error;
 * success closes the dialog.
 */
export function CodeDialog({
  open,
  onClose,
  title,
  label,
  submitLabel,
  busyLabel,
  check,
  send,
  errorFor,
  extra,
}: CodeDialogProps) {
  const formId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // A fresh form each time it opens: no value or error left from the last visit.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setValue('');
      setError('');
    }
  }

  const submit = async (raw: string) => {
    if (busy) return;
    setValue(raw);
    const checked = check(raw);
    if ('problem' in checked) return setError(checked.problem);
    setError('');
    setBusy(true);
    try {
      await send(checked.value);
      setBusy(false);
      onClose();
    } catch (failure) {
      setBusy(false);
      const text = errorFor(failure);
      if (text === undefined) onClose();
      else setError(text);
    }
  };

  return (
    <AppModal
      open={open}
      onClose={onClose}
      title={title}
      width="narrow"
      disableClosing={busy}
      actions={
        <Button
          type="submit"
          form={formId}
          variant="contained"
          disabled={busy}
          aria-busy={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {busy ? busyLabel : submitLabel}
        </Button>
      }
    >
      <Stack spacing={2}>
        <form
          id={formId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit(value);
          }}
        >
          <TextField
            // The dialog is opened to type into it: the cursor starts in the field, as the
            // WAI-ARIA dialog pattern asks, not on the dialog itself.
            // eslint-disable-next-line jsx-a11y/no-autofocus -- inside a dialog the user just opened
            autoFocus
            label={label}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={error !== ''}
            helperText={error || ' '}
            slotProps={{ formHelperText: { role: error ? 'alert' : undefined } }}
            disabled={busy}
            fullWidth
            margin="dense"
            autoComplete="off"
          />
        </form>
        {extra?.((raw) => void submit(raw), busy)}
      </Stack>
    </AppModal>
  );
}
