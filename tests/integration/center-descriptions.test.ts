// The owner's description in Spanish, Somali and Hmong (centers.business_description_es, _so,
// _hmn): the English description's limit, written only by the center's owner or an admin,
// and cleaned like it.
import { describe, expect, it } from 'vitest';
import { TRANSLATED_DESCRIPTIONS } from '../../src/domain/center/center-form.ts';
import { clientOf, ownedCenter, ownerOn, outcomeOf } from './support/owners.ts';
import { createUser, newClient, superuserClient } from './support/pocketbase.ts';

const FIELDS = TRANSLATED_DESCRIPTIONS.map((d) => d.name);

describe("an owner's description in another language", () => {
  it.each(FIELDS)(
    '%s: the owner writes it, with new lines kept and control characters gone',
    async (field) => {
      const owner = await ownerOn('free');
      const center = await ownedCenter(owner);
      const text = 'Terapia ABA en casa.\nHablamos español.\u202E\u0007';
      await clientOf(owner)
        .collection('centers')
        .update(center.id, { [field]: text });
      const su = await superuserClient();
      expect((await su.collection('centers').getOne(center.id))[field]).toBe(
        'Terapia ABA en casa.\nHablamos español.',
      );
    },
  );

  it.each(FIELDS)('%s: at most 5,000 characters, as the English description', async (field) => {
    const owner = await ownerOn('free');
    const center = await ownedCenter(owner, { [field]: 'Antes.' });
    const refused = await outcomeOf(
      clientOf(owner)
        .collection('centers')
        .update(center.id, { [field]: 'a'.repeat(5001) }),
    );
    expect(refused.status).toBe(400);
    const su = await superuserClient();
    // Nothing half-written: the stored text is the one before.
    expect((await su.collection('centers').getOne(center.id))[field]).toBe('Antes.');
    await clientOf(owner)
      .collection('centers')
      .update(center.id, { [field]: 'a'.repeat(5000) });
    expect((await su.collection('centers').getOne(center.id))[field]).toHaveLength(5000);
  });

  it('only the owner or an admin writes it', async () => {
    const owner = await ownerOn('free');
    const center = await ownedCenter(owner, { business_description_es: 'Del dueño.' });
    const other = await ownerOn('free');
    const user = await createUser();
    for (const client of [clientOf(other), clientOf(user), newClient()]) {
      const outcome = await outcomeOf(
        client.collection('centers').update(center.id, { business_description_es: 'Ajeno.' }),
      );
      // PocketBase answers a write its rule refuses as if the record were not there.
      expect([403, 404]).toContain(outcome.status);
    }
    const su = await superuserClient();
    expect((await su.collection('centers').getOne(center.id))['business_description_es']).toBe(
      'Del dueño.',
    );
    const admin = await createUser('admin');
    await clientOf(admin)
      .collection('centers')
      .update(center.id, { business_description_es: 'Del administrador.' });
    expect((await su.collection('centers').getOne(center.id))['business_description_es']).toBe(
      'Del administrador.',
    );
  });

  it('is public: every visitor reads it with the center', async () => {
    const owner = await ownerOn('free');
    const center = await ownedCenter(owner, { business_description_hmn: 'Peb pab menyuam.' });
    const read = await newClient().collection('centers').getOne(center.id);
    expect(read['business_description_hmn']).toBe('Peb pab menyuam.');
  });
});
