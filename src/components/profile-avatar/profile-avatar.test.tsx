import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialsOf, ProfileAvatar } from './profile-avatar';

describe('ProfileAvatar', () => {
  it('makes initials from the first letters of the names', () => {
    expect(initialsOf('anna', 'Lindqvist')).toBe('AL');
    expect(initialsOf(' Åsa ', undefined)).toBe('Å');
    expect(initialsOf(null, null)).toBe('');
  });

  it('shows the picture with its text alternative when there is one', () => {
    render(
      <ProfileAvatar
        image="data:image/jpeg;base64,AAAA"
        firstName="Anna"
        lastName="Lindqvist"
        alt="Profilbild för Anna Lindqvist"
      />,
    );
    expect(screen.getByRole('img', { name: 'Profilbild för Anna Lindqvist' })).toHaveAttribute(
      'src',
      'data:image/jpeg;base64,AAAA',
    );
  });

  it('shows decorative initials without a picture', () => {
    render(<ProfileAvatar image={null} firstName="Anna" lastName="Lindqvist" alt="Profilbild" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('AL')).toHaveAttribute('aria-hidden', 'true');
  });
});
