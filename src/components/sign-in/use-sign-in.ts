import { useMutation, useQueryClient } from '@tanstack/react-query';
import { login } from '@generated/booking/endpoints/auth/auth';
import { getGetCustomerQueryOptions } from '@generated/booking/endpoints/customers/customers';
import type { Customer } from '@generated/booking/model';
import { ApiError } from '@/lib/api/api-error';
import { parseCustomerId, session } from '@/lib/session';

export interface SignInInput {
  username: string;
  password: string;
  /** "Remember me": false keeps the login for this browser session only. */
  remember: boolean;
}

/** Sent with the login call: whether the server's session cookie outlives the browser session. */
export const SESSION_PERSISTENCE_HEADER = 'X-Session-Persistence';

/**
 * Spec §4 "Login": log in, load the customer, then start the session with the first name, so the
 * header greets by name the moment it starts. The server's gateway keeps the tokens in its
 * HttpOnly cookie and answers the login without them (docs/decisions/026-one-server.md); the
 * customer is loaded through that session before the browser counts itself signed in, and lands
 * in the query cache the member area reads.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation<Customer, unknown, SignInInput>({
    mutationFn: async ({ username, password, remember }) => {
      const auth = await login(
        { username: username.trim(), password },
        { headers: { [SESSION_PERSISTENCE_HEADER]: remember ? 'persistent' : 'browser' } },
      );
      // The answer's `username` is the customer id (decision 012).
      const customerId = parseCustomerId(auth.username);
      if (customerId === null) throw new ApiError({ status: 401, message: '' });
      const customer = await queryClient.fetchQuery(
        getGetCustomerQueryOptions(customerId, { query: { staleTime: 0 } }),
      );
      session.start(customerId, customer.firstName);
      return customer;
    },
  });
}
