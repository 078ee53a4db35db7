import { describe, expect, it } from 'vitest';
import { imageFilesProblem, uploadedMessage, uploadFailedMessage } from './media-rules.ts';

const png = (name: string, mb = 1) => ({ name, size: mb * 1024 * 1024, type: 'image/png' });

describe('imageFilesProblem', () => {
  it('allows up to 12 gallery images in all', () => {
    expect(imageFilesProblem('gallery', [png('a.png'), png('b.png')], 10)).toBeNull();
    expect(imageFilesProblem('gallery', [png('a.png')], 12)).toBe(
      'You can only upload 12 gallery image(s) total',
    );
  });

  it('replaces the one main image or logo, one file at a time', () => {
    expect(imageFilesProblem('main', [png('a.png')], 1)).toBeNull();
    expect(imageFilesProblem('logo', [png('a.png'), png('b.png')], 0)).toBe(
      'You can only upload 1 logo image(s) total',
    );
  });

  it('limits sizes: 5 MB for images, 2 MB for the logo', () => {
    expect(imageFilesProblem('main', [png('big.png', 5.1)], 0)).toBe(
      'File big.png is too large. Maximum size is 5MB',
    );
    expect(imageFilesProblem('logo', [png('logo.png', 2.1)], 0)).toBe(
      'File logo.png is too large. Maximum size is 2MB',
    );
    expect(imageFilesProblem('logo', [png('logo.png', 1.9)], 0)).toBeNull();
  });

  it('takes image types only', () => {
    expect(
      imageFilesProblem('gallery', [{ name: 'x.svg', size: 10, type: 'image/svg+xml' }], 0),
    ).toBe('File x.svg is not an image. Please choose a JPEG, PNG, WebP, GIF or AVIF file.');
  });
});

describe('upload messages', () => {
  it('say the spec texts', () => {
    expect(uploadedMessage(3, 'gallery')).toBe('3 gallery image(s) uploaded successfully');
    expect(uploadFailedMessage('logo')).toBe('Failed to upload logo. Please try again.');
    expect(uploadFailedMessage('gallery')).toBe('Failed to upload images. Please try again.');
  });
});
