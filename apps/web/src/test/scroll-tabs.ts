import { vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** At 390 px a strip shows its first tab whole and the rest out of view (the observer says so). */
class NarrowStripObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe(tab: Element) {
    this.callback([{ isIntersecting: tab.previousElementSibling === null }]);
  }
  disconnect() {}
  unobserve() {}
}

/** MUI's tab strips learn what is in view through an IntersectionObserver: a narrow one here. */
export function narrowTabStrips() {
  vi.stubGlobal('IntersectionObserver', NarrowStripObserver);
}

/**
 * The strip's two scroll arrows, the end one usable, and neither hidden on phones: jsdom
 * applies no media query, so MUI's class that hides them under 600 px is what tells.
 */
export async function expectPhoneScrollArrows(root: ParentNode = document) {
  const arrows = await waitFor(() => {
    const found = root.querySelectorAll('.MuiTabs-scrollButtons');
    expect(found).toHaveLength(2);
    return found;
  });
  expect(arrows[1]).not.toHaveClass('Mui-disabled');
  for (const arrow of arrows) expect(arrow).not.toHaveClass('MuiTabs-scrollButtonsHideMobile');
}
