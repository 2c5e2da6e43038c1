// The member card page (issue 23) says the member's name once: as the card's heading, not again
// in a "Name" row under it (issue 41). Both languages; the codes and the offline copy are e2e
// tests (member-card-offline.spec.ts).
import { screen, within } from '@testing-library/react';
import { openMemberPage } from './support/member-area';

const NAME = 'Anna Lindqvist';

for (const [path, title, number] of [
  ['/mina-sidor/card/', 'Medlemskort', 'Nummer:'],
  ['/en/mina-sidor/card/', 'Membership card', 'Number:'],
] as const)
  test(`names the member once (${path})`, async () => {
    await openMemberPage(path, title);
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 2, name: NAME })).toBeVisible();
    expect(main.getByText(number)).toBeVisible();
    expect(main.getAllByText(NAME)).toHaveLength(1);
  });
