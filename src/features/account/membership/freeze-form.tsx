import type { FreezeReasonWithFee, SubscriptionFreezeRule } from '@generated/booking/model';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DayField } from '@/components/date-pickers/day-field';
import { useLanguage } from '@/components/use-language';
import { formatDate, formatPrice } from '@/lib/format';
import {
  addDays,
  freezeEnd,
  freezeLengths,
  lengthKey,
  type FreezeLength,
} from './membership-changes';

/** What the member chose: the period (inclusive) and the reason. */
export interface FreezeChoice {
  start: string;
  end: string;
  reason: number | null;
  comment: string;
}

/** How far ahead a freeze may start: BRP sets no limit; a year keeps the picker sensible. */
const LATEST_START_DAYS = 365;

/** The form's state, kept by the dialog so that "change" after a preview finds it as it was. */
export function useFreezeChoice(rule: SubscriptionFreezeRule | null, today: string) {
  const [start, setStart] = useState(() => addDays(today, 1));
  const [lengthChosen, setLength] = useState<string | null>(null);
  const [reason, setReason] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const lengths = freezeLengths(rule, start);
  const length: FreezeLength | undefined =
    lengths.find((l) => lengthKey(l) === lengthChosen) ?? lengths[0];
  const value: FreezeChoice = {
    start,
    end: length ? freezeEnd(start, length) : start,
    reason,
    comment: comment.trim(),
  };
  return {
    value,
    lengths,
    length,
    range: { min: today, max: addDays(today, LATEST_START_DAYS) },
    setStart,
    setLength,
    setReason,
    comment,
    setComment,
  };
}

export type FreezeChoiceState = ReturnType<typeof useFreezeChoice>;

/** A length as the member reads it: "1 month", "2 weeks". */
export function useLengthLabel() {
  const { t } = useTranslation('account-membership');
  return ({ numberOf, unit }: FreezeLength) => t(`freeze.units.${unit}`, { count: numberOf });
}

/** The reason (when the rule lists any), the first day and the length; then BRP's preview. */
export function FreezeForm({
  reasons,
  choice,
  onPreview,
  submitLabel,
  extra,
  extraValid = true,
  busy = false,
}: {
  /** The rule's reasons, or the company's where the product has no rule. */
  reasons: FreezeReasonWithFee[];
  choice: FreezeChoiceState;
  today: string;
  onPreview: () => void;
  submitLabel?: string;
  /** More fields before the button (a freeze request's document), and whether they hold. */
  extra?: (tried: boolean) => ReactNode;
  extraValid?: boolean;
  busy?: boolean;
}) {
  const { t } = useTranslation('account-membership');
  const language = useLanguage();
  const lengthLabel = useLengthLabel();
  const [tried, setTried] = useState(false);
  // A typed first day outside the rule's range: the field says why, and no preview is asked for
  // the last day it took.
  const [startInvalid, setStartInvalid] = useState(false);
  const reasonMissing = reasons.length > 0 && choice.value.reason === null;
  const submit = () => {
    setTried(true);
    if (reasonMissing || startInvalid || !choice.length || !extraValid) return;
    onPreview();
  };

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {reasons.length > 0 ? (
        <TextField
          select
          required
          label={t('freeze.reason')}
          value={choice.value.reason ?? ''}
          onChange={(event) => choice.setReason(Number(event.target.value))}
          error={tried && reasonMissing}
          helperText={tried && reasonMissing ? t('freeze.reasonMissing') : ' '}
        >
          {reasons.map((reason) => {
            const fee = reason.feeProduct?.price;
            return (
              <MenuItem key={reason.id} value={reason.id}>
                {fee && fee.amount > 0
                  ? t('freeze.reasonWithFee', {
                      name: reason.name,
                      fee: formatPrice(fee.amount, language),
                    })
                  : t('freeze.reasonFree', { name: reason.name })}
              </MenuItem>
            );
          })}
        </TextField>
      ) : null}
      <DayField
        label={t('freeze.start')}
        value={choice.value.start}
        min={choice.range.min}
        max={choice.range.max}
        helperText={t('freeze.startHelp', {
          min: formatDate(choice.range.min),
          max: formatDate(choice.range.max),
        })}
        onChange={choice.setStart}
        onInvalid={setStartInvalid}
      />
      <TextField
        select
        label={t('freeze.length')}
        value={choice.length ? lengthKey(choice.length) : ''}
        onChange={(event) => choice.setLength(event.target.value)}
        helperText={
          choice.length
            ? t('freeze.until', { end: formatDate(choice.value.end) })
            : t('freeze.noLength')
        }
        error={!choice.length}
      >
        {choice.lengths.map((length) => (
          <MenuItem key={lengthKey(length)} value={lengthKey(length)}>
            {lengthLabel(length)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('freeze.comment')}
        value={choice.comment}
        onChange={(event) => choice.setComment(event.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      {extra?.(tried)}
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-end' }}>
        {submitLabel ?? t('freeze.preview')}
      </Button>
    </Stack>
  );
}
