// Center images and videos through the API (pb_hooks/owner-media.pb.js): the plan (free owners
// add a main image only), the limits (main 1, logo 1, gallery 12, videos 5), sizes (5 MB, logo
// 2 MB), image types and alt text, all refused by the server with the spec's messages.
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { PNG_BYTES, pngFile } from './support/fixtures.ts';
import { createUser, superuserClient } from './support/pocketbase.ts';
import { outcomeOf, ownedCenter, ownerOn } from './support/owners.ts';

const premiumMessage = (feature: string) =>
  `Premium Feature Required: ${feature} is a premium feature. Upgrade your plan to access this functionality.`;

/** A PNG of about `bytes` bytes (a real PNG header, then padding). */
function bigPng(name: string, bytes: number): File {
  const data = new Uint8Array(bytes);
  data.set(PNG_BYTES);
  return new File([data], name, { type: 'image/png' });
}

function addImage(pb: PocketBase, center: RecordModel, kind: string, extra = {}) {
  return pb.collection('center_images').create({
    center: center.id,
    kind,
    file: pngFile(),
    alt_text: `A ${kind} picture`,
    ...extra,
  });
}

function addVideo(pb: PocketBase, center: RecordModel, extra = {}) {
  return pb.collection('center_videos').create({
    center: center.id,
    video_url: 'https://www.youtube.com/watch?v=tour',
    ...extra,
  });
}

async function countOf(collection: string, center: RecordModel): Promise<number> {
  const su = await superuserClient();
  const list = await su
    .collection(collection)
    .getList(1, 1, { filter: `center = "${center.id}"`, fields: 'id' });
  return list.totalItems;
}

describe('image limits per center', () => {
  it.each(['main', 'logo'])('one %s image: a second one is refused', async (kind) => {
    const owner = await ownerOn('premium');
    const center = await ownedCenter(owner);
    await addImage(owner.client, center, kind);
    expect(await outcomeOf(addImage(owner.client, center, kind))).toEqual({
      status: 400,
      message: `You can only upload 1 ${kind} image(s) total`,
    });
    expect(await countOf('center_images', center)).toBe(1);
  });

  it('twelve gallery images, numbered in order; the thirteenth is refused, for admins too', async () => {
    const owner = await ownerOn('premium');
    const admin = await createUser('admin');
    const center = await ownedCenter(owner);
    const orders: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      orders.push(Number((await addImage(owner.client, center, 'gallery')).display_order));
    }
    expect(orders).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const refused = { status: 400, message: 'You can only upload 12 gallery image(s) total' };
    expect(await outcomeOf(addImage(owner.client, center, 'gallery'))).toEqual(refused);
    expect(await outcomeOf(addImage(admin.client, center, 'gallery'))).toEqual(refused);
  });

  it('moving an image into a full kind is refused', async () => {
    const owner = await ownerOn('premium');
    const center = await ownedCenter(owner);
    await addImage(owner.client, center, 'logo');
    const main = await addImage(owner.client, center, 'main');
    expect(
      await outcomeOf(owner.client.collection('center_images').update(main.id, { kind: 'logo' })),
    ).toEqual({ status: 400, message: 'You can only upload 1 logo image(s) total' });
  });

  it('two uploads racing for the only main place: exactly one is stored', async () => {
    const owner = await ownerOn('premium');
    const center = await ownedCenter(owner);
    const results = await Promise.all(
      [1, 2, 3].map(() => outcomeOf(addImage(owner.client, center, 'main'))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    expect(await countOf('center_images', center)).toBe(1);
  });

  it('replacing the main image keeps one record with the new file', async () => {
    const owner = await ownerOn('free');
    const center = await ownedCenter(owner);
    const main = await addImage(owner.client, center, 'main');
    const replaced = await owner.client
      .collection('center_images')
      .update(main.id, { file: new File([new Uint8Array(PNG_BYTES)], 'new-front.png') });
    expect(replaced.file).not.toBe(main.file);
    expect(replaced.file).toMatch(/^new_front/);
    expect(await countOf('center_images', center)).toBe(1);
  });
});

describe('image files and alt text', () => {
  it('a logo over 2 MB is refused; a 3 MB main image is not', async () => {
    const owner = await ownerOn('premium');
    const center = await ownedCenter(owner);
    const logo = bigPng('big-logo.png', 2 * 1024 * 1024 + 10);
    expect(await outcomeOf(addImage(owner.client, center, 'logo', { file: logo }))).toEqual({
      status: 400,
      message: 'File big-logo.png is too large. Maximum size is 2MB',
    });
    const main = bigPng('front.png', 3 * 1024 * 1024);
    expect((await outcomeOf(addImage(owner.client, center, 'main', { file: main }))).status).toBe(
      200,
    );
  });

  it('an image over 5 MB is refused', async () => {
    const owner = await ownerOn('premium');
    const center = await ownedCenter(owner);
    const file = bigPng('huge.png', 5 * 1024 * 1024 + 10);
    expect(await outcomeOf(addImage(owner.client, center, 'gallery', { file }))).toEqual({
      status: 400,
      message: 'File huge.png is too large. Maximum size is 5MB',
    });
  });

  it.each([
    ['a text file', new File(['just some words'], 'notes.txt', { type: 'text/plain' })],
    ['text named .png', new File(['not a picture at all'], 'fake.png', { type: 'image/png' })],
    [
      'an SVG',
      new File(['<svg xmlns="http://www.w3.org/2000/svg"></svg>'], 'logo.svg', {
        type: 'image/svg+xml',
      }),
    ],
  ])('%s is refused and nothing is stored', async (_label, file) => {
    const owner = await ownerOn('premium');
    const center = await ownedCenter(owner);
    expect((await outcomeOf(addImage(owner.client, center, 'main', { file }))).status).toBe(400);
    expect(await countOf('center_images', center)).toBe(0);
  });

  it('a gallery image needs alt text, on upload and on edit', async () => {
    const owner = await ownerOn('premium');
    const center = await ownedCenter(owner);
    const refused = { status: 400, message: 'Please add alt text describing each gallery image.' };
    expect(await outcomeOf(addImage(owner.client, center, 'gallery', { alt_text: '  ' }))).toEqual(
      refused,
    );
    const image = await addImage(owner.client, center, 'gallery');
    expect(
      await outcomeOf(owner.client.collection('center_images').update(image.id, { alt_text: '' })),
    ).toEqual(refused);
    // The main image may go without (the page falls back to 'Center image').
    expect((await outcomeOf(addImage(owner.client, center, 'main', { alt_text: '' }))).status).toBe(
      200,
    );
  });
});

describe('free-plan owners: a main image only, no videos', () => {
  it.each([
    ['logo', 'Logo upload'],
    ['gallery', 'Multiple images'],
  ])('adding a %s image is refused with Premium Feature Required', async (kind, feature) => {
    const owner = await ownerOn('free');
    const center = await ownedCenter(owner);
    expect(await outcomeOf(addImage(owner.client, center, kind))).toEqual({
      status: 403,
      message: premiumMessage(feature),
    });
    expect((await outcomeOf(addImage(owner.client, center, 'main'))).status).toBe(200);
  });

  it('turning the main image into a logo is refused', async () => {
    const owner = await ownerOn('free');
    const center = await ownedCenter(owner);
    const main = await addImage(owner.client, center, 'main');
    expect(
      await outcomeOf(owner.client.collection('center_images').update(main.id, { kind: 'logo' })),
    ).toEqual({ status: 403, message: premiumMessage('Logo upload') });
  });

  it('gallery images from premium days can still be described, reordered and removed', async () => {
    const owner = await ownerOn('free');
    const center = await ownedCenter(owner);
    const su = await superuserClient();
    const old = await addImage(su, center, 'gallery');
    const images = owner.client.collection('center_images');
    expect(await images.update(old.id, { alt_text: 'Our garden', display_order: 4 })).toMatchObject(
      { alt_text: 'Our garden', display_order: 4 },
    );
    await images.delete(old.id);
    expect(await countOf('center_images', center)).toBe(0);
  });

  it('adding or editing a video is refused; removing one is not', async () => {
    const owner = await ownerOn('free');
    const center = await ownedCenter(owner);
    const refused = { status: 403, message: premiumMessage('Video gallery') };
    expect(await outcomeOf(addVideo(owner.client, center))).toEqual(refused);
    const su = await superuserClient();
    const old = await addVideo(su, center);
    const videos = owner.client.collection('center_videos');
    expect(await outcomeOf(videos.update(old.id, { title: 'New title' }))).toEqual(refused);
    await videos.delete(old.id);
    expect(await countOf('center_videos', center)).toBe(0);
  });
});

describe('videos', () => {
  it('five per center; the sixth is refused', async () => {
    const owner = await ownerOn('premium');
    const center = await ownedCenter(owner);
    for (let i = 0; i < 5; i += 1)
      await addVideo(owner.client, center, { title: `Tour ${String(i)}` });
    expect(await outcomeOf(addVideo(owner.client, center))).toEqual({
      status: 400,
      message: 'You can only upload up to 5 videos',
    });
    expect(await countOf('center_videos', center)).toBe(5);
  });

  it('a video needs a URL; title and description are optional', async () => {
    const owner = await ownerOn('premium');
    const center = await ownedCenter(owner);
    expect((await outcomeOf(addVideo(owner.client, center, { video_url: '' }))).status).toBe(400);
    expect(await addVideo(owner.client, center)).toMatchObject({ title: '', description: '' });
  });
});
