import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useLayoutEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@/lib/use-hydrated';
import type { MemberPage } from '@/lib/paths';

interface Props {
  pages: readonly MemberPage[];
  current: MemberPage;
  onChoose: (choice: MemberPage | 'logout') => void;
}

/**
 * The member menu on narrow screens: MUI's select, the spec's dropdown. The server sends it as
 * plain elements that look and read the same (member-menu-styles.ts): MUI's TextField and Select
 * were a tenth of a light member page's server CPU, on every member page. MUI's own takes their
 * place in the same task as the browser's take-over, before any tap or key can reach them
 * (decision 089); on a later visit to the area it is MUI's from the start.
 */
export function PhoneMemberMenu({ pages, current, onChoose }: Props) {
  const { t } = useTranslation('account');
  const live = useHydrated();
  // Focused before the take-over (a keyboard, while the page's code was on its way): the live
  // one takes the focus over.
  const refocus = useRef(false);
  const select = useRef<{ focus: () => void }>(null);
  useEffect(() => {
    if (live && refocus.current) select.current?.focus();
  }, [live]);
  const label = t('menu.label');

  return (
    <div className="member-menu-phone">
      {live ? (
        <TextField
          select
          fullWidth
          inputRef={select}
          label={label}
          value={current}
          onChange={(event) => onChoose(event.target.value as MemberPage | 'logout')}
          slotProps={{
            select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 270 } } } } },
          }}
        >
          {pages.map((page) => (
            <MenuItem key={page} value={page}>
              {t(`menu.${page}`)}
            </MenuItem>
          ))}
          <MenuItem value="logout">{t('menu.logout')}</MenuItem>
        </TextField>
      ) : (
        <SentSelect label={label} text={t(`menu.${current}`)} hadFocus={refocus} />
      )}
    </div>
  );
}

/** MUI's closed select as the server writes it: a labelled combobox with its value. */
function SentSelect({
  label,
  text,
  hadFocus,
}: {
  label: string;
  text: string;
  /** Set as it leaves the page: whether it had the focus. */
  hadFocus: RefObject<boolean>;
}) {
  const id = useId();
  const combobox = useRef<HTMLDivElement>(null);
  // A layout effect's cleanup runs before React removes the element: the focus is still on it.
  useLayoutEffect(() => {
    const element = combobox.current;
    return () => {
      hadFocus.current = element !== null && document.activeElement === element;
    };
  }, [hadFocus]);
  return (
    <div className="member-menu-select">
      <div className="member-menu-select-label" id={`${id}-label`}>
        {label}
      </div>
      <div className="member-menu-select-input">
        <div
          ref={combobox}
          className="member-menu-select-value"
          // As MUI's closed select: no aria-controls, there is no list until it opens.
          // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
          role="combobox"
          tabIndex={0}
          aria-expanded="false"
          aria-haspopup="listbox"
          aria-labelledby={`${id}-label`}
        >
          {text}
        </div>
        <svg
          className="member-menu-select-icon"
          focusable="false"
          aria-hidden="true"
          viewBox="0 0 24 24"
        >
          <path d="M7 10l5 5 5-5z" />
        </svg>
        <fieldset aria-hidden="true" className="member-menu-select-outline">
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
    </div>
  );
}
