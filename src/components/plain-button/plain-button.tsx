import type { ComponentPropsWithoutRef, ReactNode } from 'react';

type Props = Omit<ComponentPropsWithoutRef<'button'>, 'className' | 'type' | 'color'> & {
  variant?: 'text' | 'outlined';
  color?: 'primary' | 'secondary';
  /** Only for the text variant, as MUI's dense button. */
  size?: 'small' | 'medium';
  /** A ShellIcon before the label, as MUI's startIcon. */
  startIcon?: ReactNode;
};

/**
 * MUI's text or outlined Button drawn as a plain `<button>` on the shell's style sheet
 * (`shell-button-*` in src/app/layout/shell-styles.ts): for the buttons a list repeats on every
 * card, where MUI's Button, ButtonBase and SvgIcon were a large part of the page's render on the
 * server and of its take-over in the browser
 * (docs/decisions/091-the-booking-cards-frame-in-one-style-sheet.md). The same look, focus ring
 * and disabled state; no ripple.
 */
export function PlainButton({
  variant = 'text',
  color = 'primary',
  size = 'medium',
  startIcon,
  children,
  ...button
}: Props) {
  const sizeClass = size === 'small' ? ' shell-button-small' : '';
  return (
    <button
      type="button"
      className={`shell-button shell-button-${variant} shell-button-${color}${sizeClass}`}
      {...button}
    >
      {startIcon ? <span className="shell-button-start-icon">{startIcon}</span> : null}
      {children}
    </button>
  );
}
