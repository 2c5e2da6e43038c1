// The two e-mails of a withdrawal: the customer's confirmation on a durable medium (the date and
// time it was received, what was withdrawn), in their language; and the facility's notice with
// what staff need to refund, in Swedish. Plain text and HTML; every value in the HTML escaped.
import { formatDayHeading, formatPrice, formatTime, formatDateTime } from '../../src/lib/format';
import type { Language } from '../../src/lib/language';
import type { WithdrawnLine } from '../../src/lib/withdrawal/withdrawal-types';
import type { NewMail } from '../data/mails';
import { withdrawalTopic, type Withdrawal } from '../data/withdrawals';
import type { BrpEnding } from '../withdrawal-brp';

/** What BRP did with the withdrawal's memberships (server/withdrawal-brp.ts). */
export interface BrpOutcome {
  endings: BrpEnding[];
}

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const TEXTS = {
  sv: {
    subject: (brand: string, number: number) =>
      `${brand}: vi har tagit emot att du ångrar köp ${number}`,
    greeting: (name: string) => `Hej ${name}!`,
    received: (date: string, time: string) =>
      `Vi tog emot att du ångrar ditt köp ${date} kl. ${time}.`,
    order: (number: number) => `Ordernummer: ${number}`,
    withdrawn: 'Det här har du ångrat:',
    refund:
      'Vi betalar tillbaka det du har betalat senast 14 dagar efter i dag, på samma sätt som du betalade. Har du hunnit använda något av det drar vi av det från återbetalningen.',
    ended: (product: string) => `${product} är avslutat och börjar inte.`,
    reference: (id: string) => `Ärendenummer: ${id}`,
    closing: (brand: string) => `Vänliga hälsningar\n${brand}`,
  },
  en: {
    subject: (brand: string, number: number) =>
      `${brand}: we have received your withdrawal from order ${number}`,
    greeting: (name: string) => `Hello ${name},`,
    received: (date: string, time: string) =>
      `We received your withdrawal from your purchase on ${date} at ${time} (Swedish time).`,
    order: (number: number) => `Order number: ${number}`,
    withdrawn: 'You have withdrawn from:',
    refund:
      'We will refund what you paid within 14 days from today, the same way you paid. If you have used any of it, we deduct that from the refund.',
    ended: (product: string) => `${product} has been ended and will not start.`,
    reference: (id: string) => `Reference: ${id}`,
    closing: (brand: string) => `Kind regards,\n${brand}`,
  },
} as const;

const lineText = (line: WithdrawnLine, language: Language) =>
  `${line.quantity > 1 ? `${line.quantity} × ` : ''}${line.product}, ${formatPrice(line.price.amount, language)}`;

function html(paragraphs: (string | string[])[]): string {
  const body = paragraphs
    .map((part) =>
      Array.isArray(part)
        ? `<ul>${part.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
        : `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`,
    )
    .join('\n');
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">\n${body}\n</body></html>`;
}

const text = (paragraphs: (string | string[])[]) =>
  paragraphs
    .map((part) => (Array.isArray(part) ? part.map((item) => `- ${item}`).join('\n') : part))
    .join('\n\n');

/** The customer's confirmation, in their language. */
export function customerMail(
  withdrawal: Withdrawal,
  brand: string,
  { endings }: BrpOutcome = { endings: [] },
): NewMail {
  const language: Language = withdrawal.language === 'en' ? 'en' : 'sv';
  const t = TEXTS[language];
  const { order, lines } = withdrawal.details;
  const parts = [
    t.greeting(withdrawal.name),
    t.received(
      formatDayHeading(withdrawal.receivedAt, language),
      formatTime(withdrawal.receivedAt),
    ),
    t.order(order.number),
    t.withdrawn,
    lines.map((line) => lineText(line, language)),
    ...endings.filter((ending) => ending.ok).map((ending) => t.ended(ending.product)),
    t.refund,
    t.reference(withdrawal.id),
    t.closing(brand),
  ];
  return {
    topic: withdrawalTopic(withdrawal.id),
    purpose: 'customer',
    recipient: withdrawal.email,
    subject: t.subject(brand, order.number),
    text_body: text(parts),
    html_body: html(parts),
  };
}

/** The facility's notice: everything staff need to refund, without looking it up. */
export function facilityMail(
  withdrawal: Withdrawal,
  facilityEmail: string,
  { endings }: BrpOutcome = { endings: [] },
): NewMail {
  const { order, lines } = withdrawal.details;
  // Every membership withdrawn from: ended in BRP, or staff end it (with BRP's reason if it said no).
  const memberships = lines.filter((line) => line.kind === 'subscriptions');
  const membershipNotes = memberships.map((line) => {
    const id = line.subscription ? `abonnemang ${line.subscription.id}` : `rad ${line.itemId}`;
    const ending = endings.find((e) => e.subscriptionId === line.subscription?.id);
    if (ending?.ok)
      return `${line.product} (${id}): avslutat i BRP av butiken, inget att avsluta för hand (återbetalningen görs som för resten av köpet).`;
    const why = ending
      ? `BRP avslutade det inte (${ending.reason ?? 'okänt skäl'})`
      : withdrawal.customerId === null
        ? 'köpt utan inloggning, butiken kan inte avsluta det'
        : 'det har redan börjat eller saknar abonnemang i ordern';
    return `${line.product} (${id}): måste avslutas för hand i BRP: ${why}.`;
  });
  const total = lines.reduce((sum, line) => sum + line.price.amount, 0);
  const parts = [
    `Ett köp har ångrats (ångerrätt, 14 dagar). Återbetala senast 14 dagar från ${formatDateTime(withdrawal.receivedAt)}.`,
    [
      `Mottaget: ${formatDateTime(withdrawal.receivedAt)} (svensk tid)`,
      `Ordernummer: ${order.number} (order-id ${order.id})`,
      `Köpt: ${formatDateTime(order.created)}${order.businessUnit ? `, ${order.businessUnit}` : ''}`,
      `Kund: ${withdrawal.name}, ${withdrawal.email}`,
      order.customer
        ? `Kundnummer i BRP: ${order.customer.id} (${order.customer.name})`
        : 'Köpt utan inloggning' +
          (order.receiverTarget ? ` (kvitto till ${order.receiverTarget})` : ''),
      `Betalsätt: ${order.paymentMethod ?? 'se kvittot i BRP'}`,
      `Orderns summa: ${order.total ? formatPrice(order.total.amount, 'sv') : 'okänd'}`,
      `Ångrat värde: ${formatPrice(total, 'sv')}`,
      `Kundens språk: ${withdrawal.language === 'en' ? 'engelska' : 'svenska'}`,
      `Ärendenummer: ${withdrawal.id}`,
    ],
    'Ångrade rader (orderrad-id inom parentes):',
    lines.map((line) => `${lineText(line, 'sv')} (${line.kind}, rad ${line.itemId})`),
    ...(membershipNotes.length > 0 ? ['Medlemskap:', membershipNotes] : []),
  ];
  return {
    topic: withdrawalTopic(withdrawal.id),
    purpose: 'facility',
    recipient: facilityEmail,
    subject: `Ångrat köp: order ${order.number}, ${formatPrice(total, 'sv')}`,
    text_body: text(parts),
    html_body: html(parts),
  };
}
