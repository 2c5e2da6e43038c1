import { act, fireEvent, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { PhoneMemberMenu } from './phone-member-menu';

const pages = ['overview', 'bookings', 'membership'] as const;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The server's HTML of the menu in the page, then the browser's take-over of it. */
async function takeOver(onChoose = vi.fn(), before: (page: HTMLElement) => void = () => {}) {
  const menu = <PhoneMemberMenu pages={pages} current="bookings" onChoose={onChoose} />;
  const page = document.createElement('div');
  document.body.append(page);
  page.innerHTML = renderToString(menu);
  before(page);
  const act_ = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const previous = act_.IS_REACT_ACT_ENVIRONMENT;
  act_.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await act(async () => {
      root = hydrateRoot(page, menu);
    });
  } finally {
    act_.IS_REACT_ACT_ENVIRONMENT = previous;
  }
  return page;
}

describe('the member menu on a phone', () => {
  it("is in the server's page as a labelled dropdown showing the page, without MUI's select", () => {
    const html = renderToString(
      <PhoneMemberMenu pages={pages} current="bookings" onChoose={() => {}} />,
    );
    document.body.innerHTML = html;
    const combobox = screen.getByRole('combobox', { name: 'Mina sidor' });
    expect(combobox).toHaveTextContent('Bokningar');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(html).not.toContain('MuiSelect');
  });

  it("is MUI's select once the browser has it, and a choice goes to that page", async () => {
    const onChoose = vi.fn();
    await takeOver(onChoose);
    const combobox = screen.getByRole('combobox', { name: 'Mina sidor' });
    expect(combobox).toHaveClass('MuiSelect-select');
    expect(combobox).toHaveTextContent('Bokningar');
    fireEvent.mouseDown(combobox);
    fireEvent.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'Medlemskap' }),
    );
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('membership');
  });

  it('keeps the focus of a keyboard that reached it before the take-over', async () => {
    await takeOver(vi.fn(), (page) =>
      page.querySelector<HTMLElement>('[role="combobox"]')!.focus(),
    );
    const combobox = screen.getByRole('combobox', { name: 'Mina sidor' });
    expect(combobox).toHaveClass('MuiSelect-select');
    expect(combobox).toHaveFocus();
  });
});
