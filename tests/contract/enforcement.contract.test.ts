// The mock enforces the contract: a request that breaks it gets Prism's 4xx and never success data.
import { beforeAll, describe, expect, it } from 'vitest';
import { login } from '@generated/booking/endpoints/auth/auth';
import {
  cancelGroupActivityBooking,
  createGroupActivityBooking,
} from '@generated/booking/endpoints/bookings/bookings';
import { getCustomer } from '@generated/booking/endpoints/customers/customers';
import { addArticleItem } from '@generated/booking/endpoints/orders/orders';
import type {
  ArticleItemRequest,
  CancelGroupActivityBookingParams,
  GroupActivityBookingRequest,
  LoginRequest,
} from '@generated/booking/model';
import { login200Response } from '@generated/booking/zod/auth/auth.zod';
import { listGroupActivityBookings200ResponseItem } from '@generated/booking/zod/bookings/bookings.zod';
import { getCustomer200Response } from '@generated/booking/zod/customers/customers.zod';
import { getOrder200Response } from '@generated/booking/zod/orders/orders.zod';
import { listPages } from '@generated/content/endpoints/pages/pages';
import type { ListPagesParams } from '@generated/content/model';
import { listPages200Response } from '@generated/content/zod/pages/pages.zod';
import type { ZodType } from 'zod';
import { ApiError } from '@/lib/api/api-error';
import { CUSTOMER, LOGIN, ORDER } from './cases';
import { contractApis, signIn, signOut } from './transport';

let token = '';
beforeAll(async () => {
  signOut();
  token = (await login(LOGIN)).access_token;
});

/** The call must fail with an ApiError of one of `statuses`, carrying nothing the success schema accepts. */
async function expectRejected(
  call: Promise<unknown>,
  statuses: number[],
  success?: ZodType,
): Promise<ApiError> {
  const error = await call.then(
    (data: unknown) => {
      throw new Error(
        `the mock accepted a request that breaks the contract: ${JSON.stringify(data)}`,
      );
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  const apiError = error as ApiError;
  expect(statuses).toContain(apiError.status);
  if (success)
    expect(success.safeParse(apiError.body).success, 'no success data in the error').toBe(false);
  return apiError;
}

describe('the mock rejects requests that break the contract', () => {
  it('a string for an integer path parameter (GET /customers/anna)', async () => {
    signIn(token);
    // No generated function sends a string id: the request goes through the generated calls' transport.
    const error = await expectRejected(
      contractApis.booking.get('/customers/anna'),
      [400, 422],
      getCustomer200Response,
    );
    // BRP's document names this path parameter `id` (GET /customers/{id}).
    expect(JSON.stringify(error.body)).toMatch(/path parameter id must be integer/);
  });

  it('a login body without its required password', async () => {
    signOut();
    const body = { username: LOGIN.username } as unknown as LoginRequest;
    await expectRejected(login(body), [400, 422], login200Response);
  });

  it('a class booking body without its required groupActivity', async () => {
    signIn(token);
    const body = { allowWaitingList: true } as unknown as GroupActivityBookingRequest;
    await expectRejected(
      createGroupActivityBooking(CUSTOMER, body),
      [400, 422],
      listGroupActivityBookings200ResponseItem,
    );
  });

  it('a body field of the wrong type (articleProduct as a string)', async () => {
    signIn(token);
    const body = { articleProduct: 'goggles' } as unknown as ArticleItemRequest;
    await expectRejected(addArticleItem(ORDER, body), [400, 422], getOrder200Response);
  });

  it('an unknown enum value in a query parameter (bookingType)', async () => {
    signIn(token);
    const params = { bookingType: 'everything' } as unknown as CancelGroupActivityBookingParams;
    const error = await expectRejected(
      cancelGroupActivityBooking(CUSTOMER, 5512002, params),
      [400, 422],
    );
    expect(JSON.stringify(error.body)).toMatch(/bookingtype/i);
  });

  it('an unknown enum value in a WordPress query parameter (lang=fr)', async () => {
    const params = { lang: 'fr' } as unknown as ListPagesParams;
    await expectRejected(listPages(params), [400, 422], listPages200Response);
  });

  it('a bearer operation without a token (401)', async () => {
    signOut();
    await expectRejected(getCustomer(CUSTOMER), [401], getCustomer200Response);
  });
});
