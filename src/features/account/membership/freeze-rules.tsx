import type { SubscriptionFreeze, SubscriptionFreezeRule } from '@generated/booking/model';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DetailList } from '@/components/detail-list/detail-list';
import { useLanguage } from '@/components/use-language';
import { formatDate, formatPrice } from '@/lib/format';
import { useLengthLabel } from './freeze-form';
import { freezesThisYear } from './membership-changes';

/**
 * What the membership's freeze rule allows (shortest and longest freeze, how many a year, the fee
 * of each reason) and the membership's freezes, current and past: before the member chooses.
 */
export function FreezeRules({
  rule,
  freezes,
  today,
}: {
  rule: SubscriptionFreezeRule | null;
  freezes: SubscriptionFreeze[];
  today: string;
}) {
  const { t } = useTranslation('account-membership');
  const language = useLanguage();
  const lengthLabel = useLengthLabel();
  const max = rule?.maxNumberOfFreezesPerYear;
  const fees = (rule?.freezeReasons ?? []).map((reason) => {
    const amount = reason.feeProduct?.price?.amount ?? 0;
    return `${reason.name}: ${amount > 0 ? formatPrice(amount, language) : t('freeze.free')}`;
  });
  const sorted = [...freezes].sort((a, b) =>
    b.freezePeriod.start.localeCompare(a.freezePeriod.start),
  );

  return (
    <Stack spacing={2}>
      <Stack component="section" spacing={1} aria-labelledby="freeze-rules-heading">
        <Typography id="freeze-rules-heading" component="h3" variant="h3">
          {t('freeze.rulesHeading')}
        </Typography>
        {rule?.description ? <Typography>{rule.description}</Typography> : null}
        {rule ? (
          <DetailList
            items={[
              ...(rule.minLengthOfFreeze
                ? [{ label: t('freeze.shortest'), value: lengthLabel(rule.minLengthOfFreeze) }]
                : []),
              ...(rule.maxLengthOfFreeze
                ? [{ label: t('freeze.longest'), value: lengthLabel(rule.maxLengthOfFreeze) }]
                : []),
              {
                label: t('freeze.perYear'),
                value:
                  typeof max === 'number'
                    ? t('freeze.perYearValue', {
                        max,
                        used: freezesThisYear(freezes, today),
                      })
                    : t('freeze.perYearUnlimited'),
              },
              ...(fees.length > 0
                ? [
                    {
                      label: t('freeze.fees'),
                      value: (
                        <Stack component="span">
                          {fees.map((fee) => (
                            <span key={fee}>{fee}</span>
                          ))}
                        </Stack>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        ) : (
          <Typography>{t('freeze.noRule')}</Typography>
        )}
      </Stack>
      <Stack component="section" spacing={1} aria-labelledby="freezes-heading">
        <Typography id="freezes-heading" component="h3" variant="h3">
          {t('freeze.freezesHeading')}
        </Typography>
        {sorted.length === 0 ? (
          <Typography>{t('freeze.noFreezes')}</Typography>
        ) : (
          <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
            {sorted.map(({ id, freezePeriod: { start, end } }) => (
              <li key={id}>
                {t(end < today ? 'freeze.pastFreeze' : 'freeze.currentFreeze', {
                  start: formatDate(start),
                  end: formatDate(end),
                })}
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
