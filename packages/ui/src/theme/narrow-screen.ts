/**
 * The media query of phones and narrow windows (390 px wide is the phone we test at): the sidebar
 * becomes a menu, multi-column rows stack, paddings shrink. Wider windows keep the desktop layout.
 *
 * @example
 * const Row = styled.div`display: flex; ${narrowScreen} { flex-direction: column; }`;
 */
export const narrowScreen = '@media (max-width: 48rem)';
