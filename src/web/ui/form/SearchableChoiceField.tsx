import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import MuiTextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { fieldSentence } from '../errors';
import { Box, Typography } from '../primitives';

/** One choice: the value stored, what names it, and a second line that says more. */
export interface SearchableChoice {
  value: string;
  label: string;
  detail?: string;
}

export interface SearchableChoiceFieldProps {
  name: string;
  label: string;
  choices: readonly SearchableChoice[];
  helperText?: string;
  loading?: boolean;
  /** Shown while the field is empty (what an empty value means). */
  placeholder?: string;
  autoFocus?: boolean;
  /** A value typed that is not a choice is kept as typed once Enter is pressed (an id the list does not reach). */
  freeText?: boolean;
}

// Typing matches the label, the detail or the value, wherever it appears in them, ignoring case.
const filter = createFilterOptions<SearchableChoice>({
  stringify: (choice) => `${choice.label} ${choice.detail ?? ''} ${choice.value}`,
});

/**
 * A value chosen from a list by typing part of its label, its detail or the value itself (a commit by message or
 * id), bound to a field by name; the list is a listbox screen readers announce, each choice read with its detail.
 */
export function SearchableChoiceField({
  name,
  label,
  choices,
  helperText,
  loading,
  placeholder,
  autoFocus,
  freeText,
}: SearchableChoiceFieldProps) {
  const { field, fieldState } = useController({ name });
  const error = fieldState.error?.message;
  const current = typeof field.value === 'string' ? field.value : '';
  const chosen = choices.find((choice) => choice.value === current) ?? (current === '' ? null : current);
  return (
    <Autocomplete<SearchableChoice, false, false, boolean>
      options={choices}
      value={chosen}
      freeSolo={freeText}
      onChange={(_event, value) =>
        field.onChange(typeof value === 'string' ? value.trim() : (value?.value ?? ''))
      }
      onBlur={field.onBlur}
      filterOptions={filter}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.label)}
      isOptionEqualToValue={(option, value) =>
        option.value === (typeof value === 'string' ? value : value.value)
      }
      loading={loading}
      autoHighlight
      size="small"
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap>
              {option.label}
            </Typography>
            {option.detail ? (
              <Typography variant="caption" color="text.secondary" noWrap component="div">
                {option.detail}
              </Typography>
            ) : null}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <MuiTextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          placeholder={placeholder}
          autoFocus={autoFocus}
          error={Boolean(error)}
          helperText={error ? fieldSentence(label, error) : helperText}
        />
      )}
    />
  );
}
