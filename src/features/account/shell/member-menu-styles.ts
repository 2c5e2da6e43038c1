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

  /* The phone's dropdown as the server sends it (phone-member-menu.tsx): MUI's closed outlined
     select with its label up, as MUI wrote it; MUI's own takes its place once the page is live. */
  .member-menu-phone {
    margin-bottom: calc(2 * var(--mui-spacing));
  }
  @media (min-width: 900px) {
    .member-menu-phone {
      display: none;
    }
  }
  .member-menu-select {
    display: inline-flex;
    flex-direction: column;
    position: relative;
    min-width: 0;
    width: 100%;
    vertical-align: top;
  }
  .member-menu-select-label {
    position: absolute;
    left: 0;
    top: 0;
    z-index: 1;
    max-width: calc(133% - 32px);
    overflow: hidden;
    color: var(--mui-palette-text-secondary);
    font: var(--mui-font-body1);
    line-height: 1.4375em;
    white-space: nowrap;
    text-overflow: ellipsis;
    transform: translate(14px, -9px) scale(0.75);
    transform-origin: top left;
    user-select: none;
  }
  .member-menu-select-input {
    position: relative;
    display: inline-flex;
    align-items: center;
    width: 100%;
    box-sizing: border-box;
    border-radius: var(--mui-shape-borderRadius);
    color: var(--mui-palette-text-primary);
    font: var(--mui-font-body1);
    line-height: 1.4375em;
  }
  .member-menu-select-value {
    display: block;
    min-width: 0;
    width: 100%;
    min-height: 1.4375em;
    margin: 0;
    padding: 16.5px 32px 16.5px 14px;
    box-sizing: content-box;
    overflow: hidden;
    border-radius: var(--mui-shape-borderRadius);
    white-space: nowrap;
    text-overflow: ellipsis;
    cursor: pointer;
    user-select: none;
    outline: 0;
  }
  .member-menu-select-icon {
    position: absolute;
    right: 7px;
    top: calc(50% - 0.5em);
    width: 1em;
    height: 1em;
    font-size: 1.5rem;
    fill: currentColor;
    color: var(--mui-palette-action-active);
    pointer-events: none;
  }
  .member-menu-select-outline {
    position: absolute;
    top: -5px;
    right: 0;
    bottom: 0;
    left: 0;
    min-width: 0%;
    margin: 0;
    padding: 0 8px;
    overflow: hidden;
    text-align: left;
    pointer-events: none;
    border: 1px solid rgba(var(--mui-palette-common-onBackgroundChannel) / 0.23);
    border-radius: inherit;
  }
  .member-menu-select-outline > legend {
    display: block;
    float: unset;
    width: auto;
    max-width: 100%;
    height: 11px;
    padding: 0;
    overflow: hidden;
    font-size: 0.75em;
    white-space: nowrap;
    visibility: hidden;
  }
  .member-menu-select-outline > legend > span {
    display: inline-block;
    padding-left: 5px;
    padding-right: 5px;
    opacity: 0;
    visibility: visible;
  }
  .member-menu-select-input:hover .member-menu-select-outline {
    border-color: var(--mui-palette-text-primary);
  }
  @media (hover: none) {
    .member-menu-select-input:hover .member-menu-select-outline {
      border-color: rgba(var(--mui-palette-common-onBackgroundChannel) / 0.23);
    }
  }
  .member-menu-select:focus-within .member-menu-select-label {
    color: var(--mui-palette-primary-main);
  }
  .member-menu-select-input:focus-within .member-menu-select-outline {
    border-width: 2px;
    border-color: var(--mui-palette-primary-main);
  }
`;
