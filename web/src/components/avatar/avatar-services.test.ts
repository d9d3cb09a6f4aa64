// Unit tests of the avatar-service check: service pictures are replaced by initials.
import { describe, expect, it } from 'vitest';
import { isAvatarServiceImage, ownImage } from './avatar-services.ts';

describe('avatar services', () => {
  it('recognises the known services and their subdomains', () => {
    for (const url of [
      'https://www.gravatar.com/avatar/abc?d=identicon',
      'https://secure.gravatar.com/avatar/abc',
      'https://ui-avatars.com/api/?name=Anne',
      'https://i.pravatar.cc/300',
      'https://robohash.org/anne.png',
      'https://api.dicebear.com/9.x/initials/svg?seed=Anne',
      'HTTPS://WWW.GRAVATAR.COM/avatar/abc',
    ]) {
      expect(isAvatarServiceImage(url), url).toBe(true);
    }
  });

  it('does not mistake look-alike hosts or own pictures for services', () => {
    for (const url of [
      'https://notgravatar.com/avatar.png',
      'https://gravatar.com.example.org/avatar.png',
      'https://www.zorgevaluatienederland.nl/media/anne.jpg',
      '/media/users/1.png',
      'not a url',
    ]) {
      expect(isAvatarServiceImage(url), url).toBe(false);
    }
  });

  it('keeps only a picture of the user', () => {
    expect(ownImage('/media/users/1.png')).toBe('/media/users/1.png');
    expect(ownImage('https://i.pravatar.cc/300')).toBeNull();
    expect(ownImage('  ')).toBeNull();
    expect(ownImage(null)).toBeNull();
    expect(ownImage(undefined)).toBeNull();
  });
});
