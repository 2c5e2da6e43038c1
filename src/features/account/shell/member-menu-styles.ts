import { css } from '@emotion/react';

/**
 * The member menu's side list on wide screens, written once: plain links with these classes
 * instead of MUI's List, ListItem, ListItemButton and ListItemText, four components for each of
 * its dozen entries on every member page (docs/decisions/082-the-page-frame-in-one-style-sheet.md).
 * The rules are what MUI wrote for them, on the theme's CSS variables.
 */
export const memberMenuStyles = css`
  /* Hidden below the md breakpoint only (as MUI's down('md')): where no media query applies (a
     test's DOM), the list shows. */
  @media (max-width: 899.95px) {
    .member-menu {
      display: none;
    }
  }
  .member-menu-list {
    list-style: none;
    margin: 0;
    padding: 8px 0;
  }
  .member-menu-item {
    display: flex;
    align-items: center;
    width: 100%;
    box-sizing: border-box;
    min-width: 0;
    padding: 12px 16px;
    margin: 0;
    border: 0;
    border-radius: 0;
    background-color: transparent;
    color: inherit;
    font: var(--mui-font-body1);
    text-align: left;
    text-decoration: none;
    cursor: pointer;
    user-select: none;
    -webkit-tap-highlight-color: transparent;
    appearance: none;
    transition: background-color 150ms cubic-bezier(0.4, 0, 0.2, 1) 0ms;
  }
  .member-menu-item:hover {
    background-color: var(--mui-palette-action-hover);
  }
  .member-menu-item:focus-visible {
    outline: 3px solid #f0a202;
    outline-offset: 2px;
    background-color: var(--mui-palette-action-focus);
  }
  .member-menu-item[aria-current='page'] {
    background-color: rgba(
      var(--mui-palette-primary-mainChannel) / calc(var(--mui-palette-action-selectedOpacity))
    );
  }
  .member-menu-item[aria-current='page']:hover {
    background-color: rgba(
      var(--mui-palette-primary-mainChannel) /
        calc(var(--mui-palette-action-selectedOpacity) + var(--mui-palette-action-hoverOpacity))
    );
  }
  @media (hover: none) {
    .member-menu-item:hover {
      background-color: transparent;
    }
    .member-menu-item[aria-current='page']:hover {
      background-color: rgba(
        var(--mui-palette-primary-mainChannel) / calc(var(--mui-palette-action-selectedOpacity))
      );
    }
  }
  .member-menu-icon {
    display: inline-flex;
    flex-shrink: 0;
    min-width: calc(4.5 * var(--mui-spacing));
    color: var(--mui-palette-action-active);
  }
`;
