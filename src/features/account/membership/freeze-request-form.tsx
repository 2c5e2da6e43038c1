import {
  useRequestSubscriptionFreeze,
  useUploadFreezeRequestFile,
} from '@generated/booking/endpoints/customers/customers';
import type { FreezeReasonWithFee, Subscription } from '@generated/booking/model';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error/load-error';
import { errorLines, errorText } from '@/lib/errors/error-message';
import { formatDate } from '@/lib/format';
import { useMember } from '../shell/member-context';
import { FreezeForm, type FreezeChoiceState } from './freeze-form';
import { documentProblem, DOCUMENT_ACCEPT } from './freeze-document';
import { useRefreshMemberships } from './use-membership-data';

/**
 * A freeze the facility approves (REQUEST_FREEZE): the period, the reason and a document such as
 * a doctor's note. The request goes first and the document after it (BRP's upload names the
 * request); a failed upload is tried again on its own, the request is not made twice.
 */
export function FreezeRequestForm({
  subscription,
  reasons,
  choice,
  onSent,
  onClose,
}: {
  subscription: Subscription;
  reasons: FreezeReasonWithFee[];
  choice: FreezeChoiceState;
  /** The request and its document are sent (before the list is read again). */
  onSent: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('account-membership');
  const { t: tAll } = useTranslation();
  const { customerId } = useMember();
  const refresh = useRefreshMemberships(customerId);
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const request = useRequestSubscriptionFreeze();
  const upload = useUploadFreezeRequestFile();
  const problem = documentProblem(file);
  const requestId = request.data?.id;

  const sendDocument = (id: number) =>
    upload.mutate(
      {
        customer: customerId,
        subscription: subscription.id,
        freezeRequest: id,
        data: { file: file!, fileName: file!.name },
      },
      {
        onSuccess: () => {
          onSent();
          void refresh(subscription.id);
        },
      },
    );

  if (upload.isSuccess)
    return (
      <Stack spacing={2}>
        <Typography component="h3" variant="h3">
          {t('freeze.requestSentHeading')}
        </Typography>
        <Typography>
          {t('freeze.requestSent', {
            start: formatDate(choice.value.start),
            end: formatDate(choice.value.end),
          })}
        </Typography>
        <Button variant="contained" onClick={onClose} sx={{ alignSelf: 'flex-end' }}>
          {t('freeze.close')}
        </Button>
      </Stack>
    );

  if (requestId !== undefined && upload.isError)
    return (
      <LoadError
        message={`${t('freeze.uploadFailed')} ${errorText(tAll, upload.error)}`}
        onRetry={() => sendDocument(requestId)}
      />
    );

  const busy = request.isPending || upload.isPending;
  return (
    <Stack spacing={2}>
      {request.isError ? (
        <Alert severity="error">
          {errorLines(tAll, request.error).map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      ) : null}
      <FreezeForm
        reasons={reasons}
        choice={choice}
        today={choice.range.min}
        submitLabel={busy ? t('freeze.sending') : t('freeze.sendRequest')}
        busy={busy}
        extraValid={problem === null}
        onPreview={() =>
          request.mutate(
            {
              customer: customerId,
              id: String(subscription.id),
              data: {
                freezePeriod: { start: choice.value.start, end: choice.value.end },
                ...(choice.value.reason ? { freezeReason: choice.value.reason } : {}),
                ...(choice.value.comment ? { message: choice.value.comment } : {}),
              },
            },
            { onSuccess: ({ id }) => sendDocument(id) },
          )
        }
        extra={(tried) => (
          <Stack spacing={0.5}>
            <Typography component="label" htmlFor={inputId}>
              {t('freeze.document')}
            </Typography>
            <input
              id={inputId}
              type="file"
              accept={DOCUMENT_ACCEPT}
              aria-describedby={`${inputId}-help`}
              aria-invalid={tried && problem !== null}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
            <FormHelperText id={`${inputId}-help`} error={tried && problem !== null}>
              {tried && problem ? t(`freeze.documentProblem.${problem}`) : t('freeze.documentHelp')}
            </FormHelperText>
          </Stack>
        )}
      />
    </Stack>
  );
}
