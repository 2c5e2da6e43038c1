// What a prerendered page (docs/decisions/019) marks for the document's first paint
// (src/app/document-paint.ts, docs/decisions/023): a slot that the answer of one of the requests
// the document started fills before the app's code has come, and the part of the page that waits
// for it, as the app's page waits for the same answer. Nothing outside the build's render.
import { PRERENDERING } from '../prerendering';
import { requestKey } from './document-answers';

/**
 * An element the document fills with the sanitised HTML of `field` in the answer to the request
 * that `queryKey` (orval's query key of the call) names.
 */
export const documentHtmlSlot = (queryKey: readonly unknown[], field: string) =>
  PRERENDERING ? { 'data-document-html': requestKey(queryKey), 'data-document-field': field } : {};

/** Hidden until the document has painted its slots, at most `ms` (the page's own wait). */
export const documentWait = (ms: number) =>
  PRERENDERING ? { 'data-document-wait': String(ms) } : {};

/**
 * An element whose text the document's paint sets from a signed-in member's answers (the member
 * overview, docs/decisions/024): the value named `field`, put into `template` at '{{value}}' when
 * one is given (the page's own text, in its language).
 */
export const documentText = (field: string, template?: string) =>
  PRERENDERING
    ? {
        'data-document-text': field,
        ...(template === undefined ? {} : { 'data-document-template': template }),
      }
    : {};

/** What the document's paint hides when the member has no subscriptions (spec §2: offers, news). */
export const documentMembersOnly = (membersOnly: boolean) =>
  PRERENDERING && membersOnly ? { 'data-document-members-only': '' } : {};

/**
 * A part of a repeated item (a cart line) that the document's paint fills in each copy of the
 * build's rendered item (the checkout, src/app/document-paint-checkout.ts).
 */
export const documentPart = (name: string) => (PRERENDERING ? { 'data-document-part': name } : {});
