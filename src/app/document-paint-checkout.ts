// The document's paint of the checkout (docs/decisions/025), its own chunk of the paint script
// (src/app/document-paint.ts loads it only on the checkout). index.html's head script has asked
// for the stored order, the notices, each service line's details and additions once the order
// answered, and a signed-in customer's value cards on it. Once all have answered, as the app's
// page waits for them, this fills the build's rendered lines, discounts and summary with the
// values the app's components show (cartLineModel, vatLines), as text, never HTML; then the page
// shows them in place of the spinner. Only the common case is painted: an order the app would
// show, of treatments only, with no value cards on it. Otherwise the spinner stays and the app
// decides, as it does today (spec §2: "A spinner shows while undecided").
import type { Order, ServiceAddition } from '@generated/booking/model';
import type { UniqueNotice } from '@generated/content/model';
import { storedOrderSite } from '../lib/cart/stored-order-ids';
import {
  documentAnswerFor,
  documentAnswerForRecorded,
  PRODUCT_SENTINEL,
  SITE_SENTINEL,
} from '../lib/document/document-answers';
import { isRecord, parsedAnswer } from '../lib/document/parsed-answer';
import type { Language } from '../lib/language';
import { formatPrice } from '../lib/money';
import {
  cartLineModel,
  includedAdditions,
  isServiceLine,
  type CartLineModel,
} from '../features/checkout/cart/cart-line-model';
import { cartLines, formatRate, vatLines, type CartLine } from '../features/checkout/logic/totals';
import { DOCUMENT_PAINTED_CLASS } from './document-paint-classes';

/** An element's children but the build's <style> tags (emotion writes them beside components). */
const elements = (parent: Element) =>
  [...parent.children].filter((child) => child.tagName !== 'STYLE');

const isMoney = (value: unknown) => isRecord(value) && typeof value.amount === 'number';

/** A service line the paint can show: product id and name, start and end, price. */
function isPaintableLine(line: CartLine): boolean {
  if (!isServiceLine(line)) return false;
  const { product, duration, price, coupon } = line.item as unknown as Record<string, unknown>;
  return (
    isRecord(product) &&
    typeof product.id === 'number' &&
    typeof product.name === 'string' &&
    isRecord(duration) &&
    typeof duration.start === 'string' &&
    typeof duration.end === 'string' &&
    isMoney(price) &&
    (coupon == null || (isRecord(coupon) && typeof coupon.name === 'string'))
  );
}

/**
 * The order as the app would show its lines (storedOrderUsable, and not empty): still
 * preliminary, at a facility, and only treatments, each complete. Null otherwise.
 */
function paintableOrder(body: unknown): { order: Order; lines: CartLine[] } | null {
  if (!isRecord(body) || body.preliminary !== true || !isMoney(body.price)) return null;
  const unit = body.businessUnit;
  if (!isRecord(unit) || typeof unit.id !== 'number' || typeof unit.name !== 'string') return null;
  const order = body as unknown as Order;
  const lists = [
    'serviceItems',
    'groupActivityItems',
    'eventItems',
    'entryItems',
    'articleItems',
    'subscriptionItems',
    'valueCardItems',
  ];
  if (!lists.every((key) => body[key] == null || Array.isArray(body[key]))) return null;
  const lines = cartLines(order);
  if (lines.length === 0 || !lines.every(isPaintableLine)) return null;
  if (body.couponDiscount != null && !isMoney(body.couponDiscount)) return null;
  return { order, lines };
}

/** A template of the root's, its '{{name}}' parts filled. */
function filled(template: string | undefined, values: Record<string, string>): string {
  return Object.entries(values).reduce(
    (text, [name, value]) => text.split(`{{${name}}}`).join(value),
    template ?? '',
  );
}

interface Texts {
  time?: string;
  included?: string;
  remove?: string;
  couponRemove?: string;
  vat?: string;
}

/** One line, copied from the build's and filled from its model (src/features/checkout/cart/cart-line.tsx). */
function paintLine(template: Element, model: CartLineModel, facility: string, texts: Texts) {
  const line = template.cloneNode(true) as Element;
  const part = (name: string) => line.querySelector<HTMLElement>(`[data-document-part="${name}"]`);
  const byTestId = (id: string) => line.querySelector<HTMLElement>(`[data-testid="${id}"]`);
  const warning = byTestId('line-warning');
  if (warning) {
    const [first, next] = elements(warning);
    warning.replaceChildren(
      ...model.warning.map((text, index) => {
        const paragraph = (index === 0 ? first : next)?.cloneNode() as Element;
        paragraph.textContent = text;
        return paragraph;
      }),
    );
    if (model.warning.length === 0) warning.remove();
  }
  const set = (element: HTMLElement | null, text: string) => {
    if (element) element.textContent = text;
  };
  set(part('name'), model.name);
  if (model.when)
    set(
      byTestId('line-when'),
      `${model.when.day} ${filled(texts.time, { from: model.when.from, to: model.when.to })}`,
    );
  set(part('facility'), facility);
  const included = byTestId('line-included');
  if (model.included.length === 0) included?.remove();
  else set(included, filled(texts.included, { names: model.included.join(', ') }));
  const coupon = part('coupon');
  if (model.couponName === null) coupon?.remove();
  else
    part('coupon-remove')?.setAttribute(
      'aria-label',
      filled(texts.couponRemove, { name: model.couponName }),
    );
  set(byTestId('line-price'), model.price);
  part('remove')?.setAttribute('aria-label', filled(texts.remove, { name: model.name }));
  return line;
}

/** The summary (src/features/checkout/page/cart-summary.tsx) without value cards. */
function paintSummary(page: HTMLElement, order: Order, language: Language, texts: Texts) {
  const row = (id: string) => page.querySelector<HTMLElement>(`[data-testid="${id}"]`);
  const setAmount = (element: Element | null, amount: number) => {
    const value = element ? elements(element)[1] : undefined;
    if (value) value.textContent = formatPrice(amount, language);
  };
  const coupon = row('summary-coupon');
  if (order.couponDiscount?.amount) setAmount(coupon, -order.couponDiscount.amount);
  else coupon?.remove();
  setAmount(row('summary-total'), order.price.amount);
  const vatTemplate = page.querySelector<HTMLElement>('[data-testid^="summary-vat-"]');
  if (!vatTemplate) return;
  for (const line of vatLines(order.vatSums)) {
    const copy = vatTemplate.cloneNode(true) as HTMLElement;
    copy.dataset.testid = `summary-vat-${line.rate}`;
    const label = elements(copy)[0];
    if (label) label.textContent = filled(texts.vat, { rate: formatRate(line.rate, language) });
    setAmount(copy, line.amount);
    vatTemplate.before(copy);
  }
  vatTemplate.remove();
}

export async function paintCheckout(page: HTMLElement): Promise<void> {
  const data = page.dataset;
  const recorded = (key: string | undefined) => (key ? documentAnswerForRecorded(key) : undefined);
  const [body, noticesBody] = await Promise.all([
    parsedAnswer(recorded(data.documentOrder)),
    parsedAnswer(recorded(data.documentNotices)),
  ]);
  const paintable = paintableOrder(body);
  if (!paintable) return;
  const { order, lines } = paintable;
  // A signed-in visitor's value cards were asked for only with a session the app uses: the
  // app's discounts are the member's then. Painted only without any card on the order.
  const reservations = recorded(data.documentReservations);
  const member = reservations !== undefined;
  if (member) {
    const cards = await parsedAnswer(reservations);
    if (!Array.isArray(cards) || cards.length > 0) return;
  }
  // Each product's additions, as the head script asked for them (the order's facility).
  const ids = [...new Set(lines.map((line) => line.item.product.id))];
  const additions = new Map<number, ServiceAddition[]>();
  for (const id of ids) {
    const key = data.documentAdditions
      ?.split(PRODUCT_SENTINEL)
      .join(String(id))
      .split(SITE_SENTINEL)
      .join(String(order.businessUnit.id));
    const pending = key ? documentAnswerFor(key) : undefined;
    // Not asked for: the app would ask itself, and might show more than painted.
    if (!pending) return;
    const answer = await parsedAnswer(pending);
    additions.set(id, Array.isArray(answer) ? includedAdditions(answer as ServiceAddition[]) : []);
  }
  const notices: UniqueNotice[] =
    isRecord(noticesBody) && noticesBody.success === true && Array.isArray(noticesBody.data)
      ? (noticesBody.data as UniqueNotice[])
      : [];

  const language: Language = document.documentElement.lang === 'en' ? 'en' : 'sv';
  const texts: Texts = {
    time: data.textTime,
    included: data.textIncluded,
    remove: data.textRemove,
    couponRemove: data.textCouponRemove,
    vat: data.textVat,
  };
  const template = page.querySelector('[data-testid="cart-line"]');
  if (!template) return;
  const site = storedOrderSite() ?? order.businessUnit.id;
  for (const line of lines) {
    const model = cartLineModel(line, {
      site,
      notices,
      included: additions.get(line.item.product.id),
      language,
    });
    template.before(paintLine(template, model, order.businessUnit.name, texts));
  }
  template.remove();
  page.querySelector(`[data-document-session="${member ? 'guest' : 'member'}"]`)?.remove();
  paintSummary(page, order, language, texts);
  document.documentElement.classList.add(DOCUMENT_PAINTED_CLASS);
}
