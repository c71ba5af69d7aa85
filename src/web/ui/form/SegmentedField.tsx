import { useController } from 'react-hook-form';
import { SegmentedControl, type SegmentOption } from '../SegmentedControl';

export interface SegmentedFieldProps<V extends string> {
  name: string;
  label: string;
  options: readonly SegmentOption<V>[];
  disabled?: boolean;
}

/** A few exclusive values of a field of the surrounding <Form>, shown side by side. */
export function SegmentedField<V extends string>({ name, label, options, disabled }: SegmentedFieldProps<V>) {
  const { field } = useController({ name });
  return (
    <SegmentedControl
      label={label}
      value={field.value as V}
      options={options}
      onChange={field.onChange}
      disabled={disabled || field.disabled}
    />
  );
}
