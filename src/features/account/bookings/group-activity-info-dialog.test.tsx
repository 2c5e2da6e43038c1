import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/lib/i18n';
import { GroupActivityInfoDialog } from './group-activity-info-dialog';

// The contract has no product description with a script in it, so sanitising is proven here, on the
// markup that reaches the DOM (jsdom never runs scripts, so "nothing ran" would prove nothing).
describe('GroupActivityInfoDialog', () => {
  const hostile =
    '<p>Skonsam <strong>träning</strong></p><script>window.__bookingsXss = 1</script>' +
    '<img src="x" onerror="window.__bookingsXss = 1">';

  it('shows the sanitised description and the extra message under its heading', () => {
    render(
      <GroupActivityInfoDialog
        open
        onClose={() => {}}
        title="Aquafit"
        description={hostile}
        externalMessage={'Passet hålls i Lilla bassängen.<script>window.__bookingsXss = 1</script>'}
        state="ready"
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Aquafit' });
    expect(within(dialog).getByText('träning').tagName).toBe('STRONG');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(within(dialog).getByRole('heading', { name: 'Extra meddelande' })).toBeInTheDocument();
    expect(within(dialog).getByText('Passet hålls i Lilla bassängen.')).toBeInTheDocument();
    expect(dialog.innerHTML).not.toContain('__bookingsXss');
  });

  it('has no extra-message heading without a message, and says when details failed', () => {
    render(
      <GroupActivityInfoDialog
        open
        onClose={() => {}}
        title="Spinning 45"
        description={undefined}
        externalMessage={null}
        state="error"
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Spinning 45' });
    expect(within(dialog).queryByRole('heading', { name: 'Extra meddelande' })).toBeNull();
    expect(within(dialog).getByText('Det gick inte att ladda detaljerna')).toBeInTheDocument();
  });
});
