import { useQueryClient } from '@tanstack/react-query';
import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@/lib/api/api-error';
import { errorLines, fieldErrorText } from '@/lib/errors/error-message';
import { toast } from '@/lib/toast';
import {
  getGetCustomerQueryKey,
  useUpdateCustomer,
} from '@generated/booking/endpoints/customers/customers';
import type { Customer } from '@generated/booking/model';
import { showErrorLines } from './error-lines-toast';
import {
  serverFieldErrors,
  toCustomerUpdate,
  toProfileValues,
  type ProfileValues,
  type ServerErrors,
} from './profile-values';

/**
 * Spec §4/§8 "Profile": a loading toast while saving; then 'profile updated', the customer reloaded
 * (the member-area shell shares the query) and the form reset to the saved customer; or an error
 * toast with one line per field error, the field errors under their inputs, and nothing lost.
 */
export function useSaveProfile(customer: Customer, consentTypeIds: readonly number[]) {
  const { t } = useTranslation('account-profile');
  const queryClient = useQueryClient();
  const { mutateAsync } = useUpdateCustomer();
  const [serverErrors, setServerErrors] = useState<ServerErrors>({});

  const save = async (values: ProfileValues, helpers: FormikHelpers<ProfileValues>) => {
    setServerErrors({});
    const loading = toast.loading(t('toast.updating'));
    try {
      const updated = await mutateAsync({
        id: customer.id,
        data: toCustomerUpdate(values, customer, consentTypeIds),
      });
      toast.dismiss(loading);
      toast.success(t('toast.updated'));
      const queryKey = getGetCustomerQueryKey(customer.id);
      queryClient.setQueryData(queryKey, updated);
      void queryClient.invalidateQueries({ queryKey });
      helpers.resetForm({ values: toProfileValues(updated) });
    } catch (error) {
      toast.dismiss(loading);
      showErrorLines(errorLines(t, error));
      const { fieldErrors } = toApiError(error);
      // The same texts as the toast's lines, placeholders filled from each entry.
      setServerErrors(
        serverFieldErrors(fieldErrors, values, (fieldError) => fieldErrorText(t, fieldError)),
      );
    }
  };

  return { save, serverErrors, clearServerErrors: () => setServerErrors({}) };
}
