import { Search } from 'lucide-react';
import { Input } from '#client/components/ui/input.tsx';
import { cn } from '#client/lib/utils.ts';

type SearchInputProps = {
  value: string;
  onChange: (text: string) => void;
  /** What the field searches, said to screen readers ("Search surveys"). */
  label: string;
  placeholder: string;
  /** Classes of the wrapper (its width). */
  className?: string;
};

/** The one search box of the lists: a magnifier inside a search input of at most 100 characters. */
export function SearchInput({ value, onChange, label, placeholder, className }: SearchInputProps) {
  return (
    <div className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-label={label}
        maxLength={100}
        className="pl-9"
      />
    </div>
  );
}
