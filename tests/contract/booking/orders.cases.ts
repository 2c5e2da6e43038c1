// Contract cases of the `orders` tag (openapi/booking.yaml). Every 201 body here is an Order (or a
// reservation / payment link): orval generates Zod schemas for 200 bodies only, so the 200 schema of
// the same component stands in (getOrder200Response for Order).
import {
  addArticleItem,
  addEntryItem,
  addEventItem,
  addGroupActivityItem,
  addServiceItem,
  addSubscriptionItem,
  addValueCardItem,
  applyCoupon,
  createOrder,
  createValueCardReservation,
  deleteOrder,
  deleteOrderItem,
  deleteValueCardReservation,
  generatePaymentLink,
  getOrder,
  listOrders,
  listValueCardReservations,
  removeCoupon,
  updateOrder,
} from '@generated/booking/endpoints/orders/orders';
import * as zod from '@generated/booking/zod/orders/orders.zod';
import { z } from 'zod';
import { CUSTOMER, HAGA, ORDER, day, op, timePoint, type Cases } from '../cases';

const order = zod.getOrder200Response;
const ORDER_ITEM = 771001;
const RESERVATION = 33017;
/** PaymentLink is only ever a 201 body, so orval generated no schema for it anywhere: its spec shape. */
const paymentLink = z.object({ url: z.url() });

export const ordersCases: Cases = {
  createOrder: op((o) => createOrder({ businessUnit: HAGA, customer: CUSTOMER }, o), order),
  getOrder: op((o) => getOrder(ORDER, o), zod.getOrder200Response),
  listOrders: op((o) => listOrders({ customer: CUSTOMER }, o), zod.listOrders200Response),
  updateOrder: op((o) => updateOrder(ORDER, { customer: CUSTOMER }, o), zod.updateOrder200Response),
  deleteOrder: op((o) => deleteOrder(ORDER, o), zod.deleteOrder200Response),
  addServiceItem: op(
    (o) => addServiceItem(ORDER, { serviceProduct: 301, start: timePoint(2), quantity: 1 }, o),
    order,
  ),
  addValueCardItem: op(
    (o) =>
      addValueCardItem(
        ORDER,
        {
          valueCardProduct: 301,
          receiverDetails: { name: 'Erik Lindqvist', target: 'erik.lindqvist@example.se' },
          senderDetails: { name: 'Anna Lindqvist', greeting: 'Grattis på födelsedagen! Kram Anna' },
        },
        o,
      ),
    order,
  ),
  addSubscriptionItem: op(
    (o) =>
      addSubscriptionItem(
        ORDER,
        { subscriptionProduct: 134, birthDate: '1985-03-12', startDate: day(1) },
        o,
      ),
    order,
  ),
  addArticleItem: op((o) => addArticleItem(ORDER, { articleProduct: 4402, quantity: 1 }, o), order),
  addEventItem: op(
    (o) => addEventItem(ORDER, { event: 7012, participants: [{ customer: CUSTOMER }] }, o),
    order,
  ),
  addGroupActivityItem: op(
    (o) => addGroupActivityItem(ORDER, { groupActivityItem: 183204 }, o),
    order,
  ),
  addEntryItem: op(
    (o) =>
      addEntryItem(
        ORDER,
        { entryProduct: 8801, period: { start: timePoint(1), end: timePoint(1.5) }, quantity: 2 },
        o,
      ),
    order,
  ),
  // A membership of an anonymous order goes only with the birth date it was added with.
  deleteOrderItem: op(
    (o) => deleteOrderItem(ORDER, 'subscriptions', ORDER_ITEM, { birthDate: '1985-03-12' }, o),
    zod.deleteOrderItem200Response,
  ),
  applyCoupon: op((o) => applyCoupon(ORDER, { couponName: 'VINTER10' }, o), order),
  removeCoupon: op((o) => removeCoupon(ORDER, 'VINTER10', o), zod.removeCoupon200Response),
  listValueCardReservations: op(
    (o) => listValueCardReservations(ORDER, o),
    zod.listValueCardReservations200Response,
  ),
  createValueCardReservation: op(
    (o) => createValueCardReservation(ORDER, { valueCardNumber: '4711000123456' }, o),
    zod.listValueCardReservations200ResponseItem,
  ),
  deleteValueCardReservation: op((o) => deleteValueCardReservation(ORDER, RESERVATION, o)),
  generatePaymentLink: op(
    (o) =>
      generatePaymentLink(
        {
          order: ORDER,
          returnUrl: 'https://www.example.se/kassa/',
          paymentMethod: 3,
          payerAlias: { number: '0701234567', countryCode: 46 },
        },
        o,
      ),
    paymentLink,
  ),
};
