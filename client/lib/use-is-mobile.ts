import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '#shared/constants.ts';

const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile|Silk|Opera Mini/i;

/** Mobile layout: a window at most 768 px wide, or a touch device that identifies as mobile. */
export function detectIsMobile(): boolean {
  if (typeof window === 'undefined') return false;
  const isNarrow = window.innerWidth <= MOBILE_BREAKPOINT_PX;
  const isTouchMobile = navigator.maxTouchPoints > 0 && MOBILE_AGENT.test(navigator.userAgent);
  return isNarrow || isTouchMobile;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
}

/** Whether to use the mobile layout; updates as the window is resized. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, detectIsMobile, () => false);
}
