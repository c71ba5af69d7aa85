import { describe, expect, it } from 'vitest';
import {
  filterQueryOf,
  filtersFromSearch,
  pageTokenOf,
  tokenOfLink,
  withFilter,
  withPageToken,
  withRange,
} from './filters';

const NOW = Date.parse('2025-05-01T10:30:45.123Z');

describe('audit log filters', () => {
  it('sends a preset as a start an hour, a day, a week or a month back, to the minute, and no end', () => {
    const query = (range: string) => filterQueryOf(filtersFromSearch(new URLSearchParams({ range })), NOW);
    expect(query('1h')).toEqual({ 'from-timestamp': '2025-05-01T09:30:00.000Z' });
    expect(query('24h')).toEqual({ 'from-timestamp': '2025-04-30T10:30:00.000Z' });
    expect(query('7d')).toEqual({ 'from-timestamp': '2025-04-24T10:30:00.000Z' });
    expect(query('30d')).toEqual({ 'from-timestamp': '2025-04-01T10:30:00.000Z' });
  });

  it('sends every filter of the address under the API names, and leaves out what it cannot send', () => {
    const search = new URLSearchParams({
      'from-timestamp': '2025-04-01T00:00:00.000Z',
      'to-timestamp': '2025-04-02T00:00:00.000Z',
      'event-type': 'DELETE',
      'target-type': 'ENVIRONMENT',
      'target-id': 'e1',
      'triggered-by': ' ada@example.com ',
      origin: 'API',
      'project-id': 'p1',
      'environment-id': 'e1',
    });
    expect(filterQueryOf(filtersFromSearch(search), NOW)).toEqual({
      'from-timestamp': '2025-04-01T00:00:00.000Z',
      'to-timestamp': '2025-04-02T00:00:00.000Z',
      'event-type': 'DELETE',
      'target-type': 'ENVIRONMENT',
      'target-id': 'e1',
      'triggered-by': 'ada@example.com',
      origin: 'API',
      'project-id': 'p1',
      'environment-id': 'e1',
    });
    const wrong = new URLSearchParams({ 'event-type': 'EXPLODE', origin: 'MOON', 'from-timestamp': 'soon' });
    expect(filterQueryOf(filtersFromSearch(wrong), NOW)).toEqual({});
  });

  it('drops the page token and a target of another kind when a filter changes', () => {
    const search = withPageToken(new URLSearchParams({ 'target-id': 't1' }), 'continue-token', 'abc');
    expect(pageTokenOf(search)).toEqual({ 'continue-token': 'abc' });
    const next = withFilter(search, 'targetType', 'PROJECT');
    expect(next.toString()).toBe('target-type=PROJECT');
    expect(withFilter(next, 'targetType', '').toString()).toBe('');
  });

  it('keeps custom instants only for a custom range', () => {
    const custom = new URLSearchParams({ 'from-timestamp': '2025-04-01T00:00:00.000Z' });
    expect(filtersFromSearch(custom).range).toBe('custom');
    expect(withRange(custom, '7d').toString()).toBe('range=7d');
    expect(withRange(new URLSearchParams('range=7d'), 'all').toString()).toBe('');
  });

  it("reads a page's token from the API's link", () => {
    expect(tokenOfLink('/organization/o/events?origin=API&continue-token=xyz', 'continue-token')).toBe('xyz');
    expect(tokenOfLink(undefined, 'continue-token')).toBeUndefined();
  });
});
