import { exportRow } from './export-row.js';

describe('exportRow', () => {
  it('names the fields like the API and writes moments as ISO, whatever form the driver gives them in', () => {
    expect(
      exportRow({
        user_id: 'u1',
        days_until_expiry_when_notified: 3,
        added_at: new Date('2026-03-01T10:00:00Z'),
        timestamp: '2026-11-23 21:40:08.366+00',
        updated_at: '2026-11-23 21:40:08+05:30',
        expiration_date: '2026-03-08',
        content: 'not a 2026-11-23 21:40:08+00 moment',
        usda_data: { fdcId: 1 },
      }),
    ).toEqual({
      userId: 'u1',
      daysUntilExpiryWhenNotified: 3,
      addedAt: '2026-03-01T10:00:00.000Z',
      timestamp: '2026-11-23T21:40:08.366Z',
      updatedAt: '2026-11-23T16:10:08.000Z',
      expirationDate: '2026-03-08',
      content: 'not a 2026-11-23 21:40:08+00 moment',
      usdaData: { fdcId: 1 },
    });
  });
});
