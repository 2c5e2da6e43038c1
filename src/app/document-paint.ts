// The document's first paint of what a prerendered page shows from an API (docs/decisions/023).
// index.html's head script has started the page's requests (decision 022); this small script,
// loaded beside them and long before the app's code, fills what the page marked
// (src/lib/document/document-slots.ts, the treatment page's intro) from their answers, sanitised,
// then shows the part of the page that waited for it. The app's first render later replaces the
// page with the same texts at the same places, so the browser sees no new, larger element and
// nothing moves. The member overview is painted the same way from a signed-in member's answers
// (docs/decisions/024).
import type { ServiceProduct } from '@generated/booking/model';
import type { ServiceContent } from '@generated/content/model';
import { sanitizeHtml, withLineBreaks } from '../components/sanitized-html/sanitize';
import { memberCardModel } from '../features/account/overview/member-card-model';
import { serviceIntroModel } from '../features/services/logic/service-intro-model';
import {
  canonicalId,
  documentAnswerFor,
  documentAnswerForRecorded,
  ID_SENTINEL,
} from '../lib/document/document-answers';
import { isRecord, parsedAnswer } from '../lib/document/parsed-answer';

import { DOCUMENT_PAINTED_CLASS, DOCUMENT_WAITS_CLASS } from './document-paint-classes';

export { DOCUMENT_PAINTED_CLASS, DOCUMENT_WAITS_CLASS };

/** The parsed body of a successful answer to the request `key` names, or null for none. */
async function jsonAnswer(key: string | undefined | null): Promise<unknown> {
  return parsedAnswer(key ? documentAnswerFor(key) : undefined);
}

/** A slot's HTML: its field of the answer, or null for none (the app leaves it out then too). */
async function paintHtmlSlot(slot: HTMLElement): Promise<void> {
  const { documentHtml: key, documentField: field } = slot.dataset;
  const body = await jsonAnswer(key);
  const value = isRecord(body) && field ? body[field] : null;
  if (typeof value === 'string' && value.trim() !== '') slot.innerHTML = sanitizeHtml(value);
  else slot.style.display = 'none';
}

/**
 * A treatment's intro (src/features/services/page/service-intro.tsx): its keys carry the build's
 * sentinel id, for which the address's id goes in, as the head script did for the requests.
 * Without the product it stays out of sight: the app shows what it shows for that.
 */
async function paintServiceIntro(intro: HTMLElement): Promise<void> {
  const id = canonicalId(new URLSearchParams(location.search).get('id'));
  const withId = (key: string | undefined) => (id && key ? key.split(ID_SENTINEL).join(id) : null);
  const { documentProduct, documentContent, minutes = '', imageAlt = '' } = intro.dataset;
  const [product, content] = await Promise.all([
    jsonAnswer(withId(documentProduct)),
    jsonAnswer(withId(documentContent)),
  ]);
  const price = isRecord(product) && isRecord(product.price) ? product.price.amount : undefined;
  if (!isRecord(product) || typeof product.name !== 'string' || typeof price !== 'number') {
    intro.style.display = 'none';
    return;
  }
  const model = serviceIntroModel(
    product as unknown as ServiceProduct,
    isRecord(content) ? (content as unknown as ServiceContent) : undefined,
    {
      minutes: (count) => minutes.split('{{count}}').join(String(count)),
      imageAlt: (name) => imageAlt.split('{{name}}').join(name),
    },
    document.documentElement.lang === 'en' ? 'en' : 'sv',
  );
  const heading = intro.querySelector('h1');
  const priceLine = intro.querySelector('[data-testid=service-price]');
  const description = intro.querySelector('[data-testid=service-description]');
  if (heading) heading.textContent = model.name;
  if (priceLine) priceLine.textContent = model.priceLine;
  if (description) {
    const { html, preserveLineBreaks } = model.description;
    description.innerHTML = sanitizeHtml(preserveLineBreaks ? withLineBreaks(html) : html);
  }
  const image = intro.querySelector('img');
  if (image && model.image) {
    image.src = model.image.src;
    image.alt = model.image.alt;
    image.width = model.image.width;
    if (model.image.height) image.height = model.image.height;
    else image.removeAttribute('height');
    image.hidden = false;
  }
}

/**
 * The member area on the overview (src/features/account/shell/member-area-layout.tsx): once the
 * token check, the customer and their subscriptions have all answered, as the app's area waits
 * for them, the greeting and the member card are filled, the members-only pages leave the menu of
 * a member without subscriptions, and the frame replaces the spinner. Otherwise the spinner stays
 * until the app has come (and does what it does for a refused token).
 */
async function paintMemberArea(area: HTMLElement): Promise<void> {
  const { documentValidate, documentCustomer, documentSubscriptions } = area.dataset;
  const [validation, customer, subscriptions] = await Promise.all(
    [documentValidate, documentCustomer, documentSubscriptions].map((key) =>
      parsedAnswer(key ? documentAnswerForRecorded(key) : undefined),
    ),
  );
  if (
    !isRecord(validation) ||
    !isRecord(customer) ||
    typeof customer.id !== 'number' ||
    typeof customer.firstName !== 'string' ||
    typeof customer.lastName !== 'string' ||
    !Array.isArray(subscriptions)
  )
    return;
  const member = customer as { id: number; firstName: string; lastName: string };
  const card = memberCardModel(member, member.id, subscriptions);
  const titles = area.querySelector<HTMLElement>('[data-member-card]')?.dataset;
  const values: Record<string, string | undefined> = {
    'first-name': member.firstName,
    'card-title': card.titleKey === 'memberCard' ? titles?.memberCard : titles?.customerCard,
    'card-name': card.name,
    'card-number': card.number,
    'card-type': card.type,
    initials: card.initials,
  };
  for (const element of area.querySelectorAll<HTMLElement>('[data-document-text]')) {
    const value = values[element.dataset.documentText ?? ''];
    if (value === undefined) continue;
    const template = element.dataset.documentTemplate;
    // Text, never HTML: a name is shown as written.
    element.textContent = template === undefined ? value : template.split('{{value}}').join(value);
  }
  if (subscriptions.length === 0)
    area.querySelectorAll('[data-document-members-only]').forEach((item) => item.remove());
  document.documentElement.classList.add(DOCUMENT_PAINTED_CLASS);
}

/**
 * Fills everything marked under `root`; what has no answer (failed, empty, not started) is left
 * out of the layout, as the app's page leaves it out. Then the page shows.
 */
export async function paintDocumentSlots(root: ParentNode = document): Promise<void> {
  await Promise.all([
    ...[...root.querySelectorAll<HTMLElement>('[data-document-html]')].map(paintHtmlSlot),
    ...[...root.querySelectorAll<HTMLElement>('[data-document-paint="service-intro"]')].map(
      paintServiceIntro,
    ),
    ...[...root.querySelectorAll<HTMLElement>('[data-document-paint="member-area"]')].map(
      paintMemberArea,
    ),
    // Its own chunk (the date formats): the other pages' paint does not load it.
    ...[...root.querySelectorAll<HTMLElement>('[data-document-paint="checkout"]')].map((page) =>
      import('./document-paint-checkout')
        .then(({ paintCheckout }) => paintCheckout(page))
        .catch(() => undefined),
    ),
  ]);
  document.documentElement.classList.remove(DOCUMENT_WAITS_CLASS);
}
