import { useState } from 'react';
import { useController } from 'react-hook-form';
import { fieldSentence } from '../errors';
import { OutlinedField } from '../OutlinedField';

export interface LinesFieldProps {
  name: string;
  label: string;
  helperText?: string;
  placeholder?: string;
  minRows?: number;
  disabled?: boolean;
}

const toLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/**
 * A list of strings (command arguments, file paths) edited as one item per line; blank lines are dropped. The text
 * is kept as typed while the stored list follows it, and is replaced when the list changes from outside (a reset).
 */
export function LinesField({ name, label, helperText, placeholder, minRows = 2, disabled }: LinesFieldProps) {
  const { field, fieldState } = useController({ name });
  const items: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const [text, setText] = useState(() => items.join('\n'));
  const [emitted, setEmitted] = useState<unknown>(field.value);
  // A reset or a programmatic change replaces what was typed.
  if (emitted !== field.value) {
    setEmitted(field.value);
    const fromOutside = items.join('\n');
    if (toLines(text).join('\n') !== fromOutside) setText(fromOutside);
  }
  const error = firstMessage(fieldState.error);
  return (
    <OutlinedField
      label={label}
      name={field.name}
      inputRef={field.ref}
      value={text}
      multiline
      minRows={minRows}
      placeholder={placeholder}
      onBlur={field.onBlur}
      onChange={(event) => {
        setText(event.target.value);
        const next = toLines(event.target.value);
        setEmitted(next);
        field.onChange(next);
      }}
      disabled={disabled || field.disabled}
      error={Boolean(error)}
      helperText={error ? fieldSentence(label, error) : helperText}
      htmlInput={{ spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } }}
    />
  );
}

/** The list's own error, or the first error of one of its items. */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string') return own;
  for (const item of Object.values(error)) {
    const message = firstMessage(item);
    if (message) return message;
  }
  return undefined;
}
