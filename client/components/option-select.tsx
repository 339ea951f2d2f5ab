import type { ComponentProps, ComponentType, ReactNode, Ref } from 'react';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';

export type SelectOption = { value: string; label: ReactNode };

type OptionSelectProps = {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  name?: string;
  placeholder?: string;
  /** Props of the trigger, the button that shows the value (`id`, `aria-label`, `className`). */
  triggerProps?: Omit<ComponentProps<typeof SelectTrigger>, 'ref'>;
  triggerRef?: Ref<HTMLButtonElement>;
  /** What wraps the trigger (the form kit's FormControl, which names it for its label and message). */
  TriggerFrame?: ComponentType<{ children: ReactNode }>;
};

/** The one select over value/label options: every drop-down of the app is this one. */
export function OptionSelect({
  value,
  onValueChange,
  options,
  name,
  placeholder,
  triggerProps,
  triggerRef,
  TriggerFrame = Fragmentless,
}: OptionSelectProps) {
  return (
    <Select value={value} onValueChange={onValueChange} name={name}>
      <TriggerFrame>
        <SelectTrigger ref={triggerRef} {...triggerProps}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
      </TriggerFrame>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

function Fragmentless({ children }: { children: ReactNode }) {
  return children;
}
