// Member area "Invoices" (issue 44): the list (loading, empty, failed with retry, unpaid, overdue,
// by Autogiro and paid, in both languages) and an invoice's page (its details, the PDF, "Betala
// nu" up to BRP's payment link, and the payment's result: paid, pending, cancelled, failed). Going
// to the payment handler and back is the e2e journey (tests/e2e/account-invoices.spec.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Invoice } from '@generated/booking/model';
import { kronor } from './support/account';
import { holdCalls, watchCalls } from './support/calls';
import { mockJson } from './support/mock-answers';
import { clearScenarios, expectAccessible, openPage, scenario } from './support/render-app';

const LIST = /\/customers\/\d+\/invoices$/;
const ARRIVAL = { timeout: 30_000 };
const UNPAID = 50231;

const invoices = (prefer?: string) =>
  mockJson<Invoice[]>('/customers/4711/invoices', {
    method: 'POST',
    ...(prefer ? { prefer } : {}),
  });

const detail = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const normalised = (text: string | null | undefined) => text?.replace(/\s+/g, ' ');

describe('the list', () => {
  test('unpaid first with its due date and amount, the paid ones below, in Swedish', async () => {
    const [unpaid, paid, older] = await invoices();
    await openPage('/mina-sidor/invoices/', { signedIn: true });
    await screen.findAllByRole('article', {}, ARRIVAL);
    expect(document.title).toMatch(/^Fakturor - /);
    const menu = screen.getAllByRole('link', { name: 'Fakturor' });
    expect(menu[0]).toHaveAttribute('href', '/mina-sidor/invoices/');

    const toPay = screen.getByRole('region', { name: 'Att betala' });
    const first = within(toPay).getByRole('article', { name: 'Faktura 10231' });
    expect(within(first).getByTestId('invoice-status')).toHaveTextContent('Obetald');
    expect(detail(first, 'Förfallodag')).toBe(unpaid!.dueDate);
    expect(normalised(detail(first, 'Kvar att betala'))).toBe(kronor(unpaid!.rest.amount));
    expect(within(first).getByText('Gym & bad, januari')).toBeVisible();
    expect(within(first).getByRole('link', { name: 'Visa faktura' })).toHaveAttribute(
      'href',
      `/mina-sidor/invoices/${UNPAID}/`,
    );

    const done = screen.getByRole('region', { name: 'Betalda' });
    const paidCards = within(done).getAllByRole('article');
    // The latest paid first.
    expect(paidCards.map((c) => c.getAttribute('aria-labelledby'))).toEqual([
      `invoice-${paid!.id}`,
      `invoice-${older!.id}`,
    ]);
    expect(within(paidCards[0]!).getByTestId('invoice-status')).toHaveTextContent('Betald');
    expect(normalised(detail(paidCards[0]!, 'Betalt'))).toBe(kronor(paid!.totalAmount.amount));
    await expectAccessible();
  });

  test('overdue before the rest, Autogiro said as such, in English', async () => {
    scenario('POST', '/customers/*/invoices', 'example=overdue');
    const [overdue] = await invoices('example=overdue');
    await openPage('/en/mina-sidor/invoices/', { signedIn: true });
    await screen.findAllByRole('article', {}, ARRIVAL);
    const toPay = within(screen.getByRole('region', { name: 'To pay' })).getAllByRole('article');
    expect(toPay.map((c) => within(c).getByTestId('invoice-status').textContent)).toEqual([
      'Overdue',
      'Paid by direct debit',
    ]);
    expect(within(toPay[0]!).getByRole('heading')).toHaveTextContent('Invoice 10231');
    // The reminder fee is part of what is left.
    expect(normalised(detail(toPay[0]!, 'Left to pay'))).toBe(kronor(overdue!.rest.amount));
    expect(screen.getByRole('region', { name: 'Paid' })).toBeVisible();
    await expectAccessible();
  });

  test('says it is loading while the invoices come', async () => {
    const held = holdCalls('POST', LIST);
    await openPage('/mina-sidor/invoices/', { signedIn: true });
    expect(await screen.findByRole('status', {}, ARRIVAL)).toHaveTextContent(
      'Laddar dina fakturor',
    );
    expect(screen.queryByRole('article')).toBeNull();
    held.release();
    await screen.findAllByRole('article', {}, ARRIVAL);
  });

  test('says so when there are none, in English', async () => {
    scenario('POST', '/customers/*/invoices', 'example=empty');
    await openPage('/en/mina-sidor/invoices/', { signedIn: true });
    expect(await screen.findByText('You have no invoices.', {}, ARRIVAL)).toBeVisible();
    await expectAccessible();
  });

  test('a failed list has a retry that brings it', async () => {
    scenario('POST', '/customers/*/invoices', 'code=500');
    await openPage('/mina-sidor/invoices/', { signedIn: true });
    expect(
      await screen.findByText('Dina fakturor kunde inte laddas just nu.', {}, ARRIVAL),
    ).toBeVisible();
    await expectAccessible();
    clearScenarios();
    await userEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('article', { name: 'Faktura 10231' }, ARRIVAL)).toBeVisible();
  });
});

describe('an invoice', () => {
  const openInvoice = async (path: string, heading: string | RegExp) => {
    const opened = await openPage(path, { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: heading }, ARRIVAL);
    return { ...opened, user: userEvent.setup() };
  };

  test('unpaid: its details, and "Betala nu" asks BRP for the invoice’s payment link', async () => {
    const [unpaid] = await invoices();
    const { user } = await openInvoice(`/mina-sidor/invoices/${UNPAID}/`, 'Faktura 10231');
    expect(document.title).toMatch(/^Faktura 10231 - /);
    const main = screen.getByRole('main');
    expect(within(main).getByTestId('invoice-status')).toHaveTextContent('Obetald');
    expect(detail(main, 'Avser')).toBe('Gym & bad, januari');
    expect(detail(main, 'Förfallodag')).toBe(unpaid!.dueDate);
    expect(detail(main, 'OCR-nummer')).toBe('1023185');
    expect(normalised(detail(main, 'Kvar att betala'))).toBe(kronor(unpaid!.rest.amount));
    expect(screen.queryByTestId('payment-result')).toBeNull();

    const pay = screen.getByRole('region', { name: 'Betala fakturan' });
    const swish = await within(pay).findByRole('radio', { name: 'Swish' }, ARRIVAL);
    await waitFor(() => expect(swish).toBeChecked());
    expect(within(pay).getByLabelText(/Mobilnummer/)).toHaveValue('0701-234567');
    await expectAccessible();

    await user.click(within(pay).getByRole('radio', { name: 'Betalkort' }));
    const link = watchCalls({ method: 'POST', url: /generatelink\/payment$/, hold: true });
    await user.click(within(pay).getByRole('button', { name: 'Betala nu' }));
    await waitFor(() => expect(link.calls).toHaveLength(1));
    expect(link.calls[0]!.body).toEqual({
      invoice: UNPAID,
      returnUrl: `${window.location.origin}/mina-sidor/invoices/${UNPAID}/?betalning=1`,
      paymentMethod: 5,
    });
    expect(within(pay).getByRole('button', { name: /Går till betalningen/ })).toBeDisabled();
  });

  test('a wrong Swish number is said under the field, and nothing is asked of BRP', async () => {
    const { user } = await openInvoice(`/en/mina-sidor/invoices/${UNPAID}/`, 'Invoice 10231');
    const pay = screen.getByRole('region', { name: 'Pay the invoice' });
    const field = await within(pay).findByLabelText(/Mobile number/, {}, ARRIVAL);
    await user.clear(field);
    await user.type(field, '0812');
    const link = watchCalls({ method: 'POST', url: /generatelink\/payment$/ });
    await user.click(within(pay).getByRole('button', { name: 'Pay now' }));
    expect(await within(pay).findByText('Enter a valid number')).toBeVisible();
    expect(field).toHaveValue('0812');
    expect(link.calls).toHaveLength(0);
  });

  test('a payment BRP refuses says why, and the member stays on the invoice', async () => {
    scenario('POST', '/services/generatelink/payment', 'code=403, example=nothingLeftToPay');
    const { user, router } = await openInvoice(`/mina-sidor/invoices/${UNPAID}/`, 'Faktura 10231');
    const pay = screen.getByRole('region', { name: 'Betala fakturan' });
    await within(pay).findByRole('radio', { name: 'Swish' }, ARRIVAL);
    await user.click(within(pay).getByRole('button', { name: 'Betala nu' }));
    expect(await within(pay).findByRole('alert')).toHaveTextContent(
      'Betalningen kunde inte startas. Det finns inget kvar att betala.',
    );
    expect(router.state.location.pathname).toBe(`/mina-sidor/invoices/${UNPAID}/`);
    expect(within(pay).getByRole('button', { name: 'Betala nu' })).toBeEnabled();
  });

  test('its PDF comes through the gateway and is saved under the invoice’s name', async () => {
    const saved: { name: string; type: string }[] = [];
    const created = vi.fn((file: Blob) => {
      saved.push({ name: '', type: file.type });
      return 'blob:invoice';
    });
    // jsdom keeps no files: the object URL the page makes of the PDF is recorded instead.
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved[saved.length - 1]!.name = this.download;
    });
    onTestFinished(() => click.mockRestore());
    const { user } = await openInvoice(`/mina-sidor/invoices/${UNPAID}/`, 'Faktura 10231');
    const report = watchCalls({ method: 'POST', url: /invoicereport$/ });
    await user.click(screen.getByRole('button', { name: 'Ladda ner fakturan (PDF)' }));
    await waitFor(() =>
      expect(saved).toEqual([{ name: 'Faktura 10231.pdf', type: 'application/pdf' }]),
    );
    expect(report.calls.map((c) => c.body)).toEqual([{ customer: 4711, invoice: UNPAID }]);
    // The member's token never rides with the page's own call: the gateway adds it.
    expect(report.calls[0]!.authorization).toBeUndefined();
  });

  test('a PDF that cannot be fetched says so', async () => {
    scenario('POST', '/services/generate/invoicereport', 'code=404');
    const { user } = await openInvoice(`/en/mina-sidor/invoices/${UNPAID}/`, 'Invoice 10231');
    await user.click(screen.getByRole('button', { name: 'Download the invoice (PDF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^The invoice could not be fetched as a PDF\./,
    );
  });

  test('paid: no "Pay now", the PDF still, in English', async () => {
    scenario('POST', '/customers/*/invoices/*', 'example=paid');
    await openInvoice('/en/mina-sidor/invoices/50187/', 'Invoice 10187');
    expect(within(screen.getByRole('main')).getByTestId('invoice-status')).toHaveTextContent(
      'Paid',
    );
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download the invoice (PDF)' })).toBeVisible();
    await expectAccessible();
  });

  test('by Autogiro: drawn by itself, so no "Pay now", in English', async () => {
    scenario('POST', '/customers/*/invoices/*', 'example=directDebit');
    await openInvoice('/en/mina-sidor/invoices/50240/', 'Invoice 10240');
    const main = screen.getByRole('main');
    expect(within(main).getByTestId('invoice-status')).toHaveTextContent('Paid by direct debit');
    expect(
      screen.getByText(/drawn from your account by direct debit on the due date/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });

  test('with a collection agency: paid to the agency, not here', async () => {
    scenario('POST', '/customers/*/invoices/*', 'example=debtCollection');
    await openInvoice('/mina-sidor/invoices/49811/', 'Faktura 9811');
    const main = screen.getByRole('main');
    expect(within(main).getByTestId('invoice-status')).toHaveTextContent('Hos inkassobolag');
    expect(screen.getByText(/Fakturan har lämnats till inkasso/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Betala nu' })).toBeNull();
    await expectAccessible();
  });

  test('overdue with a reminder fee', async () => {
    scenario('POST', '/customers/*/invoices/*', 'example=overdue');
    await openInvoice(`/mina-sidor/invoices/${UNPAID}/`, 'Faktura 10231');
    const main = screen.getByRole('main');
    expect(within(main).getByTestId('invoice-status')).toHaveTextContent('Förfallen');
    expect(normalised(detail(main, 'Påminnelseavgift'))).toBe(kronor(6000));
    expect(screen.getByRole('button', { name: 'Betala nu' })).toBeVisible();
  });

  test('not among the member’s invoices', async () => {
    scenario('POST', '/customers/*/invoices/*', 'code=404');
    await openInvoice('/mina-sidor/invoices/99999/', 'Faktura');
    expect(await screen.findByText('Fakturan finns inte bland dina fakturor.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tillbaka till Fakturor' })).toHaveAttribute(
      'href',
      '/mina-sidor/invoices/',
    );
  });

  test('a failed invoice has a retry, in English', async () => {
    scenario('POST', '/customers/*/invoices/*', 'code=500');
    await openInvoice(`/en/mina-sidor/invoices/${UNPAID}/`, 'Invoice');
    expect(
      await screen.findByText('The invoice could not be loaded right now.', {}, ARRIVAL),
    ).toBeVisible();
    await expectAccessible();
    clearScenarios();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invoice 10231' }, ARRIVAL),
    ).toBeVisible();
  });

  test('says it is loading while the invoice comes', async () => {
    const held = holdCalls('POST', /\/invoices\/\d+$/);
    await openPage(`/mina-sidor/invoices/${UNPAID}/`, { signedIn: true });
    expect(await screen.findByRole('status', {}, ARRIVAL)).toHaveTextContent('Laddar fakturan');
    held.release();
    await screen.findByRole('heading', { level: 1, name: 'Faktura 10231' }, ARRIVAL);
  });
});

describe('back from the payment', () => {
  test('paid: thanks, and the invoice says paid', async () => {
    scenario('POST', '/customers/*/invoices/*', 'example=paid');
    await openPage('/mina-sidor/invoices/50187/?betalning=1&receiptid=90412', { signedIn: true });
    expect(await screen.findByTestId('payment-result', {}, ARRIVAL)).toHaveTextContent(
      'Tack! Fakturan är betald.',
    );
    expect(screen.queryByRole('button', { name: 'Betala nu' })).toBeNull();
    await expectAccessible();
  });

  test('not registered yet: says so, and a refresh shows it paid, in English', async () => {
    await openPage(`/en/mina-sidor/invoices/${UNPAID}/?betalning=1`, { signedIn: true });
    const result = await screen.findByTestId('payment-result', {}, ARRIVAL);
    expect(result).toHaveTextContent(/does not show on the invoice yet/);
    scenario('POST', '/customers/*/invoices/*', 'example=paid');
    await userEvent.click(within(result).getByRole('button', { name: 'Refresh' }));
    await waitFor(() =>
      expect(screen.getByTestId('payment-result')).toHaveTextContent(
        'Thank you! The invoice is paid.',
      ),
    );
  });

  test('cancelled (205): the checkout’s words, and "Betala nu" again', async () => {
    await openPage(`/mina-sidor/invoices/${UNPAID}/?betalning=1&error=205`, { signedIn: true });
    const result = await screen.findByTestId('payment-result', {}, ARRIVAL);
    expect(result).toHaveTextContent('Betalningen avbröts');
    expect(result).toHaveTextContent('Fakturan är inte betald. Du kan försöka igen när du vill.');
    expect(screen.getByRole('button', { name: 'Betala nu' })).toBeVisible();
    await expectAccessible();
  });

  test('failed: the payment code’s words, in English', async () => {
    await openPage(`/en/mina-sidor/invoices/${UNPAID}/?betalning=1&error=200`, {
      signedIn: true,
    });
    const result = await screen.findByTestId('payment-result', {}, ARRIVAL);
    expect(result).toHaveTextContent(
      'The payment failed. Please try again or choose another payment method.',
    );
    expect(result).toHaveTextContent('The invoice is not paid.');
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeVisible();
  });
});
