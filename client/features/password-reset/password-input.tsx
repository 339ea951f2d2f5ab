import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { Input } from '#client/components/ui/input.tsx';
import { cn } from '#client/lib/utils.ts';

/** A password input with a Show/Hide toggle inside it; pass the field's props as to Input. */
export function PasswordInput({ className, disabled, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <div className="relative">
      <Input
        type={isVisible ? 'text' : 'password'}
        className={cn('pr-11', className)}
        disabled={disabled}
        {...props}
      />
      <button
        type="button"
        onClick={() => setIsVisible((shown) => !shown)}
        disabled={disabled}
        aria-label={isVisible ? 'Hide password' : 'Show password'}
        aria-pressed={isVisible}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 outline-none hover:text-slate-800 focus-visible:text-slate-900 focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
      >
        {isVisible ? (
          <EyeOff className="size-4" aria-hidden="true" />
        ) : (
          <Eye className="size-4" aria-hidden="true" />
        )}
      </button>
    </div>
  );
}
