import { css } from '@emotion/react';

/**
 * Every page's frame (header, footer, the analytics question, the skip link) in one style sheet,
 * written once: plain elements with these classes instead of MUI's components
 * (docs/decisions/082-the-page-frame-in-one-style-sheet.md). Also the few pieces that lists repeat
 * on many pages: PlainButton's buttons, PlainGrid's rows and DetailList's description list
 * (decision 091). The rules are what MUI wrote for
 * the same components (AppBar, Toolbar, Button, IconButton, Badge, Avatar, Container, Link,
 * Paper), on the theme's CSS variables, so both colour schemes still follow the theme. A focus
 * ring is `:focus-visible` where MUI's ButtonBase set `.Mui-focusVisible`.
 *
 * Breakpoints as the theme's: sm 600 px, md 900 px, lg 1200 px.
 */
export const shellStyles = css`
  .shell-page {
    min-height: 100vh;
    display: flex;
    flex-direction: column;
  }
  .shell-skip-link {
    position: absolute;
    left: -9999px;
  }
  .shell-skip-link:focus {
    left: 8px;
    top: 8px;
    z-index: 2000;
    background-color: var(--mui-palette-background-paper);
    padding: var(--mui-spacing);
  }
  .shell-container {
    width: 100%;
    margin-left: auto;
    margin-right: auto;
    box-sizing: border-box;
    padding-left: calc(2 * var(--mui-spacing));
    padding-right: calc(2 * var(--mui-spacing));
  }
  @media (min-width: 600px) {
    .shell-container {
      padding-left: calc(3 * var(--mui-spacing));
      padding-right: calc(3 * var(--mui-spacing));
    }
  }
  @media (min-width: 1200px) {
    .shell-container {
      max-width: 1200px;
    }
  }
  .shell-main {
    padding-top: calc(3 * var(--mui-spacing));
    padding-bottom: calc(3 * var(--mui-spacing));
    flex-grow: 1;
  }
  /* A place to continue from, not a control: no focus ring. */
  .shell-main:focus {
    outline: none;
  }

  /* Buttons: MUI's ButtonBase, then its text, contained and icon buttons. */
  .shell-button,
  .shell-icon-button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    position: relative;
    box-sizing: border-box;
    -webkit-tap-highlight-color: transparent;
    background-color: transparent;
    outline: 0;
    border: 0;
    margin: 0;
    cursor: pointer;
    user-select: none;
    vertical-align: middle;
    appearance: none;
    text-decoration: none;
    color: inherit;
  }
  .shell-button::-moz-focus-inner,
  .shell-icon-button::-moz-focus-inner {
    border-style: none;
  }
  .shell-button:focus-visible,
  .shell-icon-button:focus-visible,
  .shell-link-button:focus-visible {
    outline: 3px solid #f0a202;
    outline-offset: 2px;
  }
  .shell-button {
    font: var(--mui-font-button);
    text-transform: uppercase;
    min-width: 64px;
    padding: 6px 8px;
    border-radius: var(--mui-shape-borderRadius);
    transition:
      background-color 250ms cubic-bezier(0.4, 0, 0.2, 1) 0ms,
      color 250ms cubic-bezier(0.4, 0, 0.2, 1) 0ms;
  }
  @media (hover: hover) {
    .shell-button:hover {
      background-color: rgba(
        var(--mui-palette-text-primaryChannel) / calc(var(--mui-palette-action-hoverOpacity))
      );
    }
  }
  .shell-button-contained {
    padding: 6px 16px;
    color: var(--mui-palette-primary-contrastText);
    background-color: var(--mui-palette-primary-main);
  }
  @media (hover: hover) {
    .shell-button-contained:hover {
      background-color: var(--mui-palette-primary-dark);
    }
  }
  /* PlainGrid: MUI's Grid (v2) on plain elements, twelve columns, a cell's span per breakpoint. */
  .plain-grid {
    display: flex;
    flex-flow: row wrap;
    min-width: 0;
    box-sizing: border-box;
    gap: var(--plain-grid-spacing);
  }
  .plain-grid-spacing-2 {
    --plain-grid-spacing: calc(2 * var(--mui-spacing));
  }
  .plain-grid-spacing-3 {
    --plain-grid-spacing: calc(3 * var(--mui-spacing));
  }
  .plain-grid-cell {
    --plain-grid-span: 12;
    flex-grow: 0;
    flex-basis: auto;
    min-width: 0;
    box-sizing: border-box;
    width: calc(
      100% * var(--plain-grid-span) / 12 - (12 - var(--plain-grid-span)) *
        (var(--plain-grid-spacing) / 12)
    );
  }
  @media (min-width: 600px) {
    .plain-grid-sm-4 {
      --plain-grid-span: 4;
    }
    .plain-grid-sm-6 {
      --plain-grid-span: 6;
    }
    .plain-grid-sm-8 {
      --plain-grid-span: 8;
    }
  }
  @media (min-width: 900px) {
    .plain-grid-md-3 {
      --plain-grid-span: 3;
    }
    .plain-grid-md-9 {
      --plain-grid-span: 9;
    }
  }
  /* DetailList: a card's label and value pairs, the labels in the secondary text colour. */
  .detail-list {
    display: grid;
    grid-template-columns: max-content 1fr;
    column-gap: calc(2 * var(--mui-spacing));
    row-gap: calc(0.5 * var(--mui-spacing));
    margin: 0;
  }
  .detail-list > dt {
    color: var(--mui-palette-text-secondary);
  }
  .detail-list > dd {
    margin: 0;
    font-weight: 500;
  }
  /* MUI's text and outlined Button in a colour, for buttons repeated down a list (PlainButton). */
  .shell-button-primary {
    --shell-button-main: var(--mui-palette-primary-main);
    --shell-button-channel: var(--mui-palette-primary-mainChannel);
  }
  .shell-button-secondary {
    --shell-button-main: var(--mui-palette-secondary-main);
    --shell-button-channel: var(--mui-palette-secondary-mainChannel);
  }
  .shell-button-text,
  .shell-button-outlined {
    color: var(--shell-button-main);
    transition:
      background-color 250ms cubic-bezier(0.4, 0, 0.2, 1) 0ms,
      border-color 250ms cubic-bezier(0.4, 0, 0.2, 1) 0ms,
      color 250ms cubic-bezier(0.4, 0, 0.2, 1) 0ms;
  }
  .shell-button-outlined {
    padding: 5px 15px;
    border: 1px solid rgba(var(--shell-button-channel) / 0.5);
  }
  @media (hover: hover) {
    .shell-button-text:hover,
    .shell-button-outlined:hover {
      background-color: rgba(
        var(--shell-button-channel) / calc(var(--mui-palette-action-hoverOpacity))
      );
    }
    .shell-button-outlined:hover {
      border-color: var(--shell-button-main);
    }
  }
  .shell-button-text.shell-button-small {
    padding: 4px 5px;
    font-size: 0.8125rem;
  }
  .shell-button:disabled {
    color: var(--mui-palette-action-disabled);
    pointer-events: none;
    cursor: default;
  }
  .shell-button-outlined:disabled {
    border-color: var(--mui-palette-action-disabledBackground);
  }
  .shell-button-start-icon {
    display: inherit;
    align-items: center;
    margin-right: 8px;
    margin-left: -4px;
  }
  .shell-button-start-icon::before {
    content: '\\200b';
    width: 0;
    overflow: hidden;
  }
  .shell-button-start-icon > .shell-svg-icon {
    font-size: 20px;
  }
  .shell-button-small > .shell-button-start-icon {
    margin-left: -2px;
  }
  .shell-button-small > .shell-button-start-icon > .shell-svg-icon {
    font-size: 18px;
  }
  .shell-icon-button {
    text-align: center;
    flex: 0 0 auto;
    font-size: 1.5rem;
    border-radius: 50%;
    padding: calc(0.75 * var(--mui-spacing));
    transition: background-color 150ms cubic-bezier(0.4, 0, 0.2, 1) 0ms;
  }
  @media (min-width: 600px) {
    .shell-icon-button {
      padding: var(--mui-spacing);
    }
  }
  .shell-icon-button:hover {
    background-color: rgba(
      var(--mui-palette-action-activeChannel) / calc(var(--mui-palette-action-hoverOpacity))
    );
  }
  @media (hover: none) {
    .shell-icon-button:hover {
      background-color: transparent;
    }
  }
  @media print {
    .shell-button,
    .shell-icon-button {
      print-color-adjust: exact;
    }
  }

  /* The header: a sticky app bar in the primary colour (the paper's in the dark scheme). */
  .shell-header {
    display: flex;
    flex-direction: column;
    width: 100%;
    box-sizing: border-box;
    flex-shrink: 0;
    position: sticky;
    z-index: var(--mui-zIndex-appBar);
    top: 0;
    left: auto;
    right: 0;
    background-color: var(--mui-palette-primary-main);
    color: var(--mui-palette-primary-contrastText);
    box-shadow: var(--mui-shadows-4);
    background-image: var(--mui-overlays-4);
  }
  *:where([data-mui-color-scheme='dark']) .shell-header {
    background-color: var(--mui-palette-AppBar-darkBg, var(--mui-palette-primary-main));
    color: var(--mui-palette-AppBar-darkColor, var(--mui-palette-primary-contrastText));
  }
  /* One row from a 360 px phone up (tests/e2e/shell.spec.ts). */
  .shell-toolbar {
    position: relative;
    display: flex;
    align-items: center;
    min-height: 56px;
    gap: calc(0.25 * var(--mui-spacing));
    padding-left: var(--mui-spacing);
    padding-right: var(--mui-spacing);
  }
  @media (orientation: landscape) {
    .shell-toolbar {
      min-height: 48px;
    }
  }
  @media (min-width: 600px) {
    .shell-toolbar {
      min-height: 64px;
      gap: var(--mui-spacing);
      padding-left: calc(3 * var(--mui-spacing));
      padding-right: calc(3 * var(--mui-spacing));
    }
  }
  .shell-menu-button {
    margin-left: calc(-0.75 * var(--mui-spacing));
  }
  @media (min-width: 600px) {
    .shell-menu-button {
      margin-left: calc(-1.5 * var(--mui-spacing));
    }
  }
  @media (min-width: 900px) {
    .shell-menu-button {
      display: none;
    }
  }
  /* A facility's long name (BRAND_NAME) ends in an ellipsis rather than push the rest out. */
  .shell-brand {
    margin: 0 calc(0.25 * var(--mui-spacing)) 0 0;
    font: var(--mui-font-h6);
    font-size: 1rem;
    font-weight: 700;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    min-width: 0;
    flex-shrink: 1;
    color: inherit;
    text-decoration: none;
  }
  @media (min-width: 600px) {
    .shell-brand {
      font-size: 1.25rem;
      margin-right: calc(2 * var(--mui-spacing));
    }
  }
  .shell-nav {
    display: flex;
    gap: calc(0.5 * var(--mui-spacing));
    flex-shrink: 0;
  }
  /* Hidden below the md breakpoint only (as MUI's down('md')): where no media query applies (a
     test's DOM), the links show. */
  @media (max-width: 899.95px) {
    .shell-nav {
      display: none;
    }
  }
  .shell-nowrap {
    white-space: nowrap;
  }
  .shell-spacer {
    flex-grow: 1;
  }
  .shell-header-language {
    min-width: 0;
    white-space: nowrap;
    padding-left: calc(0.75 * var(--mui-spacing));
    padding-right: calc(0.75 * var(--mui-spacing));
  }
  @media (min-width: 600px) {
    .shell-header-language {
      padding-left: var(--mui-spacing);
      padding-right: var(--mui-spacing);
    }
  }
  .shell-account {
    min-width: 0;
  }
  .shell-start-icon {
    display: inherit;
    align-items: center;
    margin-right: 0;
    margin-left: -4px;
  }
  .shell-start-icon > *:nth-of-type(1) {
    font-size: 20px;
  }
  @media (min-width: 600px) {
    .shell-start-icon {
      margin-right: var(--mui-spacing);
    }
  }
  /* The member's initial, drawn by CSS (aria-hidden): the button's name stays its text. */
  .shell-avatar {
    display: flex;
    align-items: center;
    justify-content: center;
    flex-shrink: 0;
    width: 24px;
    height: 24px;
    border-radius: 50%;
    overflow: hidden;
    user-select: none;
    font-family: inherit;
    font-size: 0.875rem;
    line-height: 1;
    font-weight: 700;
    background-color: var(--mui-palette-primary-contrastText);
    color: var(--mui-palette-primary-main);
  }
  /* Above the start icon's own size. */
  .shell-start-icon > .shell-avatar {
    font-size: 0.875rem;
  }
  .shell-avatar::before {
    content: attr(data-initial);
  }
  @media (forced-colors: active) {
    .shell-avatar {
      box-sizing: border-box;
      border: 1px solid ButtonBorder;
    }
  }
  /* Out of sight on a phone, yet the button's name; visible from the small breakpoint on. */
  .shell-phone-hidden {
    white-space: nowrap;
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
  @media (min-width: 600px) {
    .shell-phone-hidden {
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip-path: none;
    }
  }
  .shell-badge {
    position: relative;
    display: inline-flex;
    vertical-align: middle;
    flex-shrink: 0;
  }
  .shell-badge-count {
    display: flex;
    align-items: center;
    justify-content: center;
    position: absolute;
    top: 0;
    right: 0;
    box-sizing: border-box;
    font: var(--mui-font-caption);
    font-weight: 500;
    font-size: 0.75rem;
    line-height: 1;
    min-width: 20px;
    height: 20px;
    padding: 0 6px;
    border-radius: 10px;
    z-index: 1;
    background-color: var(--mui-palette-secondary-main);
    color: var(--mui-palette-secondary-contrastText);
    transform: scale(1) translate(50%, -50%);
    transform-origin: 100% 0%;
  }
  @media (forced-colors: active) {
    .shell-badge-count {
      border: 1px solid ButtonBorder;
    }
  }
  .shell-svg-icon {
    user-select: none;
    width: 1em;
    height: 1em;
    display: inline-block;
    flex-shrink: 0;
    fill: currentColor;
    font-size: 1.5rem;
  }

  /* Links as MUI's Link: the theme's primary colour, underlined on hover or always. */
  .shell-link,
  .shell-link-button {
    color: var(--mui-palette-primary-main);
    text-decoration: none;
  }
  .shell-link:hover,
  .shell-link-button:hover {
    text-decoration: underline;
  }
  .shell-link-always {
    text-decoration: underline;
    text-decoration-color: rgba(var(--mui-palette-primary-mainChannel) / 0.4);
  }
  .shell-link-always:hover {
    text-decoration-color: inherit;
  }
  .shell-link-button {
    position: relative;
    -webkit-tap-highlight-color: transparent;
    background-color: transparent;
    border: 0;
    margin: 0;
    border-radius: 0;
    padding: 0;
    cursor: pointer;
    user-select: none;
    appearance: none;
    font: inherit;
    vertical-align: baseline;
    text-align: left;
  }

  /* The footer: not on paper. */
  .shell-footer {
    border-top: 1px solid var(--mui-palette-divider);
    background-color: var(--mui-palette-background-paper);
    color: var(--mui-palette-text-primary);
  }
  .shell-footer-columns {
    padding-top: calc(3 * var(--mui-spacing));
    padding-bottom: calc(3 * var(--mui-spacing));
    display: grid;
    gap: calc(3 * var(--mui-spacing));
    grid-template-columns: 1fr;
    /* Long addresses break instead of widening a 360 px screen. */
    overflow-wrap: anywhere;
  }
  @media (min-width: 600px) {
    .shell-footer-columns {
      grid-template-columns: repeat(2, 1fr);
    }
  }
  @media (min-width: 900px) {
    .shell-footer-columns {
      grid-template-columns: repeat(3, 1fr);
    }
  }
  .shell-footer-title {
    margin: 0 0 var(--mui-spacing);
    font-weight: 700;
  }
  .shell-footer address {
    font-style: normal;
  }
  .shell-footer-list {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: var(--mui-spacing);
  }
  .shell-footer-language {
    min-width: 0;
    padding-left: 0;
    padding-right: 0;
    color: var(--mui-palette-primary-main);
  }

  /* The analytics question: at the bottom of the screen, in the page's flow after the footer. */
  .shell-consent {
    position: sticky;
    bottom: 0;
    z-index: var(--mui-zIndex-appBar);
    background-color: var(--mui-palette-background-paper);
    background-image: var(--mui-overlays-8);
    color: var(--mui-palette-text-primary);
    box-shadow: var(--mui-shadows-8);
    border-top: 1px solid var(--mui-palette-divider);
  }
  /* A dialog's own buttons come first (MUI keeps a closed, kept-mounted one hidden). */
  body:has(.MuiDialog-root:not(.MuiModal-hidden)) .shell-consent {
    display: none;
  }
  .shell-consent-row {
    padding-top: calc(2 * var(--mui-spacing));
    padding-bottom: calc(2 * var(--mui-spacing));
    display: flex;
    flex-direction: column;
    gap: calc(1.5 * var(--mui-spacing));
  }
  @media (min-width: 900px) {
    .shell-consent-row {
      flex-direction: row;
      align-items: center;
      gap: calc(3 * var(--mui-spacing));
    }
  }
  .shell-consent-text {
    flex: 1;
  }
  .shell-consent-title {
    margin: 0;
    font: var(--mui-font-subtitle1);
    font-weight: 700;
  }
  .shell-consent-title:focus-visible {
    outline: 2px solid;
    outline-offset: 2px;
  }
  .shell-consent-body {
    margin: 0;
    font: var(--mui-font-body2);
  }
  /* One grid row of equal columns: the same size and style for both answers. */
  .shell-consent-answers {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: var(--mui-spacing);
  }
  @media (min-width: 900px) {
    .shell-consent-answers {
      min-width: 320px;
    }
  }

  @media print {
    .shell-footer,
    .shell-consent {
      display: none;
    }
  }
`;
