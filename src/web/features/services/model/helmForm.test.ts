import { describe, expect, it } from 'vitest';
import { toEditRequest } from './editRequest';
import { helmForm, helmFormPath, helmFormValuesOf } from './helmForm';
import { helm } from '../../../../contract/testing';

describe('helm form', () => {
  it('edits value pairs as rows and sends them back as pairs', () => {
    const request = toEditRequest('helm', helm());
    const values = helmFormValuesOf(request);
    expect(values.values_override.set).toEqual([{ key: 'controller.replicaCount', value: '2' }]);

    values.values_override.set_string.push({ key: 'controller.image.tag', value: '1.11' });
    values.values_override.raw_files.push({ name: 'values.yaml', content: 'replicaCount: 3' });
    const parsed = helmForm.parse(values);
    expect(parsed.values_override).toEqual({
      set: [['controller.replicaCount', '2']],
      set_string: [['controller.image.tag', '1.11']],
      set_json: [],
      file: { git: null, raw: { values: [{ name: 'values.yaml', content: 'replicaCount: 3' }] } },
    });
  });

  it('keeps the contract’s rules, reported where the form holds the field', () => {
    const values = helmFormValuesOf(toEditRequest('helm', helm()));
    values.ports = [
      ...(values.ports ?? []),
      { ...values.ports![0]!, id: undefined, name: 'other', is_default: false },
    ];
    const result = helmForm.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['ports.1.internal_port']);
  });

  it('translates server paths about pairs and files into form paths', () => {
    expect(helmFormPath('values_override.set.1.0')).toBe('values_override.set.1.key');
    expect(helmFormPath('values_override.set_json.0.1')).toBe('values_override.set_json.0.value');
    expect(helmFormPath('values_override.file.raw.values.2.name')).toBe('values_override.raw_files.2.name');
    expect(helmFormPath('ports.0.service_name')).toBe('ports.0.service_name');
  });
});
