import type { SettingDefinition } from '../../../../contract';
import { InlineSelect } from '../../../ui/InlineSelect';
import { OutlinedField } from '../../../ui/OutlinedField';
import { Tooltip } from '../../../ui/primitives';
import { ToggleSwitch } from '../../../ui/ToggleSwitch';
import { formatValue } from '../model/settingRows';

/** A row's value, edited in place: a switch, a choice, or a text read by the setting's kind. */
export function SettingValueEditor({
  settingKey,
  setting,
  value,
  text,
  problem,
  readOnlyReason,
  onValue,
  onText,
}: {
  settingKey: string;
  setting: SettingDefinition;
  value: unknown;
  /** What was typed, while a text is being edited. */
  text: string | undefined;
  problem: string | null;
  readOnlyReason: string | undefined;
  onValue: (value: unknown) => void;
  onText: (text: string) => void;
}) {
  if (setting.kind === 'boolean')
    return (
      <ToggleSwitch
        label={settingKey}
        checked={value === true}
        onChange={onValue}
        disabledReason={readOnlyReason}
      />
    );
  if (setting.kind === 'choice' && setting.choices && !readOnlyReason)
    return (
      <InlineSelect
        label={settingKey}
        hideLabel
        value={String(value)}
        options={setting.choices.map((choice) => ({
          value: choice,
          label: choice === '' ? '(none)' : choice,
        }))}
        onChange={onValue}
      />
    );
  const field = (
    <OutlinedField
      label={settingKey}
      hideLabel
      value={text ?? formatValue(value)}
      onChange={(event) => onText(event.target.value)}
      disabled={Boolean(readOnlyReason)}
      error={problem !== null}
      placeholder={setting.nullable ? 'not set' : undefined}
      htmlInput={{
        spellCheck: false,
        inputMode: setting.kind === 'integer' ? 'numeric' : undefined,
        'aria-invalid': problem !== null || undefined,
      }}
      sx={{ width: { xs: 110, md: 180 }, '& input': { fontFamily: 'monospace', fontSize: 13, py: 0.5 } }}
    />
  );
  // A disabled field gets no pointer events: the span beside it carries the reason.
  return readOnlyReason ? (
    <Tooltip title={readOnlyReason} describeChild>
      <span>{field}</span>
    </Tooltip>
  ) : (
    field
  );
}
