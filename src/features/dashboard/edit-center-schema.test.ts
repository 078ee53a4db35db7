import { describe, expect, it } from 'vitest';
import { EditCenterSchema, toCenterUpdate, toEditValues } from './edit-center-schema.ts';
import { ownerCenterFixture } from '../../testing/owner-center.ts';
import { firstErrors } from '../../lib/field-errors.ts';

const center = ownerCenterFixture({
  knowledge_base: 'Old notes',
  facebook: 'https://facebook.com/old',
  monday_open: '08:00',
  monday_close: '17:00',
  tuesday_open: '09:00',
  tuesday_close: '15:00',
});

describe('the Edit Center form', () => {
  it('round-trips a center into an update', () => {
    const values = toEditValues(center);
    const input = EditCenterSchema.parse({
      ...values,
      accepting_clients: 'waitlist',
      waitlist_weeks: '6',
    });
    const update = toCenterUpdate(input, 'free');
    expect(update).toMatchObject({
      company_name: center.company_name,
      monday_open: '08:00',
      monday_close: '17:00',
      tuesday_open: center.tuesday_open,
      accepting_clients: 'waitlist',
      waitlist_weeks: 6,
    });
  });

  it('sends premium fields only on the premium plan', () => {
    const input = EditCenterSchema.parse(toEditValues(center));
    for (const field of ['facebook', 'twitter', 'linkedin', 'knowledge_base', 'ai_chat_enabled']) {
      expect(toCenterUpdate(input, 'free')).not.toHaveProperty(field);
      expect(toCenterUpdate(input, 'premium')).toHaveProperty(field);
    }
  });

  it('drops the waitlist weeks unless the center has a waitlist', () => {
    const input = EditCenterSchema.parse({
      ...toEditValues(center),
      accepting_clients: 'accepting',
      waitlist_weeks: '6',
    });
    expect(toCenterUpdate(input, 'free').waitlist_weeks).toBe(0);
  });

  it('explains what is wrong, field by field', () => {
    const values = toEditValues(center);
    const result = EditCenterSchema.safeParse({
      ...values,
      company_name: ' ',
      zip_code: '123',
      facebook: 'facebook.com/x',
      waitlist_weeks: '300',
      hours: {
        ...values.hours,
        tuesday: { open: '09:00', close: '' },
        friday: { open: '17:00', close: '08:30' },
      },
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(firstErrors(result.error, 2)).toMatchObject({
        company_name: 'Center name is required',
        zip_code: 'ZIP code must be 5 digits',
        facebook: 'Please enter a valid web address (http or https)',
        waitlist_weeks: 'Please enter a number of weeks from 0 to 260',
        'hours.tuesday': 'Enter both an opening and a closing time, or neither',
        'hours.friday': 'The closing time must be later than the opening time',
      });
    }
  });
});
