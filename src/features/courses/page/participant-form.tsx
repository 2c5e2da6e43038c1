// The participant of a course round: first name, last name and birth date, checked before the
// order is asked (logic/participant.ts); a refusal of BRP's for a field shows under that field.
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkParticipant,
  NO_PARTICIPANT,
  type Participant,
  type ParticipantErrors,
} from '../logic/participant';

interface Props {
  eventId: number;
  minimumAge?: number;
  firstDay: string;
  today: string;
  busy: boolean;
  /** BRP's refusal of the birth date (its field error text), shown under the field. */
  birthDateRefusal: string | null;
  onSubmit: (participant: Participant) => void;
}

export function ParticipantForm(props: Props) {
  const { t } = useTranslation('courses');
  const [value, setValue] = useState<Participant>(NO_PARTICIPANT);
  const [errors, setErrors] = useState<ParticipantErrors>({});
  const id = (field: string) => `participant-${props.eventId}-${field}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkParticipant(value, props);
    setErrors(found);
    if (Object.keys(found).length === 0) props.onSubmit(value);
  };
  const field = (name: keyof Participant, extra: { placeholder?: string } = {}) => {
    const error = errors[name];
    const refusal = name === 'birthDate' && !error ? props.birthDateRefusal : null;
    const text = error ? t(error.key, error.values ?? {}) : refusal;
    return (
      <TextField
        id={id(name)}
        label={t(`participant.${name}`)}
        value={value[name]}
        onChange={(e) => setValue({ ...value, [name]: e.target.value })}
        error={Boolean(text)}
        helperText={text ?? (name === 'birthDate' ? t('participant.birthDateHint') : undefined)}
        slotProps={{
          htmlInput: {
            ...(name === 'birthDate' ? { inputMode: 'numeric', autoComplete: 'off' } : {}),
            ...extra,
          },
        }}
        size="small"
        required
      />
    );
  };

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit} sx={{ mt: 2 }}>
      {field('firstName')}
      {field('lastName')}
      {field('birthDate', { placeholder: t('participant.birthDatePlaceholder') })}
      <Button
        type="submit"
        variant="contained"
        disabled={props.busy}
        startIcon={props.busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        sx={{ alignSelf: 'flex-start' }}
      >
        {props.busy ? t('round.adding') : t('round.add')}
      </Button>
    </Stack>
  );
}
