import { describe, expect, test } from 'vitest';
import { isLocalId, localIdsOf, newLocalId, resolveLocalIds, uuidv7 } from './ids.ts';

describe('device-made ids', () => {
  test('uuidv7 is a version 7 UUID whose first 48 bits are the time', () => {
    const at = Date.UTC(2026, 10, 27, 10, 0, 0);
    const id = uuidv7(at);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(at);
    expect(uuidv7(at)).not.toBe(id);
    expect(uuidv7(at + 1) > id).toBe(true);
  });

  test('local ids are negative, distinct and safe integers', () => {
    const ids = Array.from({ length: 50 }, () => newLocalId());
    expect(new Set(ids).size).toBe(50);
    for (const id of ids) {
      expect(isLocalId(id)).toBe(true);
      expect(Number.isSafeInteger(id)).toBe(true);
    }
    expect(isLocalId(12)).toBe(false);
  });

  test('finds and replaces local ids in paths and references', () => {
    expect(localIdsOf('/api/equipment/-12/photos', { equipmentId: -7, surveyId: 4 })).toEqual([-12, -7]);
    const known = new Map([[-12, 40]]);
    expect(resolveLocalIds('/api/equipment/-12/photos', { equipmentId: -12 }, (id) => known.get(id))).toEqual(
      {
        url: '/api/equipment/40/photos',
        body: { equipmentId: 40 },
        missing: [],
      },
    );
    expect(resolveLocalIds('/api/surveys/-3', undefined, () => undefined)).toMatchObject({ missing: [-3] });
    expect(localIdsOf('/api/surveys?limit=-5')).toEqual([]);
  });
});
