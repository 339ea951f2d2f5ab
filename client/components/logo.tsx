import { useId } from 'react';
import { cn } from '#client/lib/utils.ts';
import { PRODUCT_NAME } from '#shared/constants.ts';

/** The water-drop mark on its own. */
export function LogoMark({ className }: { className?: string }) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" className={cn('size-8 shrink-0', className)} aria-hidden="true">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0a7896" />
          <stop offset="1" stopColor="#134f64" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path
        fill="#fff"
        d="M16 5.5c-.4 0-.7.2-.9.5C13.4 8.6 9 14.9 9 19.2a7 7 0 0 0 14 0c0-4.3-4.4-10.6-6.1-13.2-.2-.3-.5-.5-.9-.5z"
      />
      <path
        fill="#67d1e5"
        d="M12.6 19.4a.9.9 0 0 1 1.8 0 2 2 0 0 0 2 2 .9.9 0 0 1 0 1.8 3.8 3.8 0 0 1-3.8-3.8z"
      />
    </svg>
  );
}

// "AquaSurvey" in ink, "Pro" in brand colour.
const nameHead = PRODUCT_NAME.slice(0, PRODUCT_NAME.lastIndexOf(' '));
const nameTail = PRODUCT_NAME.slice(PRODUCT_NAME.lastIndexOf(' ') + 1);

/** Mark plus product name (a little smaller on phones); `tone="light"` for dark backgrounds. */
export function Logo({
  className,
  nameClassName,
  tone = 'dark',
}: {
  className?: string;
  nameClassName?: string;
  tone?: 'dark' | 'light';
}) {
  return (
    <span className={cn('inline-flex items-center gap-2 sm:gap-2.5', className)}>
      <LogoMark className="size-7 sm:size-8" />
      <span
        className={cn(
          'text-base font-bold tracking-tight whitespace-nowrap sm:text-lg',
          tone === 'light' ? 'text-white' : 'text-slate-900',
          nameClassName,
        )}
      >
        {nameHead}
        <span className={tone === 'light' ? 'text-brand-300' : 'text-brand-600'}> {nameTail}</span>
      </span>
    </span>
  );
}
