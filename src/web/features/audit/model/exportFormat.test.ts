import { describe, expect, it } from 'vitest';
import { auditEvent } from '../testing/fixtures';
import { fieldChangesOf, shownValue } from './diff';
import { eventsAsCsv, eventsAsJson, exportFileName } from './exportFormat';

describe('audit export formats', () => {
  it('writes a CSV header and one quoted line per event, the diff as one field', () => {
    const event = auditEvent({ id: 'e1', target_name: 'web, "front"', triggered_by: null });
    const [header, line, end] = eventsAsCsv([event]).split('\r\n');
    expect(header).toBe(
      'id,timestamp,event_type,target_type,sub_target_type,target_id,target_name,triggered_by,origin,project_id,project_name,environment_id,environment_name,change',
    );
    expect(line).toContain('e1,2025-05-01T10:00:00.000Z,UPDATE,APPLICATION,,');
    expect(line).toContain(',"web, ""front""",,CONSOLE,');
    expect(line).toMatch(/,"\{""cpu"":\{""before"":250,""after"":500\}\}"$/);
    expect(end).toBe('');
  });

  it('writes JSON with the filters, the cap and the events as the API gave them', () => {
    const event = auditEvent();
    const parsed: unknown = JSON.parse(
      eventsAsJson([event], { filters: { origin: 'API' }, capped: true, exportedAt: '2025-05-01T10:00:00Z' }),
    );
    expect(parsed).toEqual({
      exported_at: '2025-05-01T10:00:00Z',
      filters: { origin: 'API' },
      capped: true,
      events: [event],
    });
    expect(exportFileName('2025-05-01T10:00:00.123Z', 'csv')).toBe('audit-log-2025-05-01T10-00-00Z.csv');
  });

  it('reads a diff field by field, a secret as the API says it', () => {
    expect(
      fieldChangesOf(JSON.stringify({ name: { before: 'a', after: null }, sealed_value: 'changed' })),
    ).toEqual([
      { field: 'name', secret: false, before: 'a', after: null },
      { field: 'sealed_value', secret: true, said: 'changed' },
    ]);
    expect(fieldChangesOf(null)).toEqual([]);
    expect(fieldChangesOf('not json')).toBeUndefined();
    expect([shownValue(null), shownValue(''), shownValue(3), shownValue({ a: 1 })]).toEqual([
      '—',
      '""',
      '3',
      '{"a":1}',
    ]);
  });
});
