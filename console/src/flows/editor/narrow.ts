/** The media query below which the editor's side panels stack under the canvas (styles.css, the narrow windows). */
export const NARROW = '(max-width: 820px)';

/**
 * Scrolls what was just opened or answered into sight: below the canvas on a narrow screen, or further down a side
 * panel, a new panel or result would otherwise come and go unseen. Smooth, so the eye follows where it went.
 */
export function bringIntoView(element: Element | null | undefined, block: ScrollLogicalPosition = 'nearest'): void {
  element?.scrollIntoView({ block, behavior: 'smooth' });
}
