import { useMutation, useQueryClient } from '@tanstack/react-query';
import { login } from '@generated/booking/endpoints/auth/auth';
import { getGetCustomerQueryOptions } from '@generated/booking/endpoints/customers/customers';
import type { Customer } from '@generated/booking/model';
import { ApiError } from '@/lib/api/api-error';
import { customerIdFromToken, parseCustomerId, session } from '@/lib/session';

export interface SignInInput {
  username: string;
  password: string;
  /** "Remember me": false keeps the login for this browser session only. */
  remember: boolean;
}

/**
 * Spec §4 "Login": log in, load the customer, then store the token and the first name together,
 * so the header greets by name the moment the session starts. The customer is loaded with the
 * new token before anything is stored: a failed load leaves nobody half signed in, and the
 * customer lands in the query cache the member area reads.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation<Customer, unknown, SignInInput>({
    mutationFn: async ({ username, password, remember }) => {
      const auth = await login({ username: username.trim(), password });
      const token = auth.access_token;
      // The answer's `username` is the customer id (decision 012); `sub` only when it is missing.
      const customerId = parseCustomerId(auth.username) ?? customerIdFromToken(token);
      if (customerId === null) throw new ApiError({ status: 401, message: '' });
      const customer = await queryClient.fetchQuery(
        getGetCustomerQueryOptions(customerId, {
          query: { staleTime: 0 },
          request: { headers: { Authorization: `Bearer ${token}` } },
        }),
      );
      session.start(token, customerId, customer.firstName, { remember });
      return customer;
    },
  });
}
