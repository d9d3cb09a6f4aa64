// The user's avatar: their own picture, else their initials drawn on a canvas (or as text).
import { useMemo, useState } from 'react';
import { ownImage } from './avatar-services.ts';
import { AVATAR_BACKGROUND, drawInitials } from './draw-initials.ts';
import { initials } from './initials.ts';

export interface AvatarProps {
  name: string;
  imageUrl?: string | null;
  /** Set when the name is shown next to the avatar: the picture is then decorative. */
  decorative?: boolean;
  /** Size and shape classes; a small circle by default. */
  className?: string;
}

const DEFAULT_AVATAR = '/images/default-avatar.svg';

export function Avatar({ name, imageUrl, decorative = false, className = 'size-8' }: AvatarProps) {
  const [ownImageFailed, setOwnImageFailed] = useState(false);
  const picture = ownImageFailed ? null : ownImage(imageUrl);
  const letters = initials(name);
  const drawn = useMemo(
    () => (picture || !letters ? null : drawInitials(letters)),
    [picture, letters],
  );
  const alt = decorative ? '' : name;
  const shape = `${className} shrink-0 rounded-full object-cover`;

  if (picture) {
    return (
      <img src={picture} alt={alt} className={shape} onError={() => setOwnImageFailed(true)} />
    );
  }
  if (!letters) return <img src={DEFAULT_AVATAR} alt={alt} className={shape} />;
  if (drawn) return <img src={drawn} alt={alt} className={shape} data-initials={letters} />;
  return (
    <span
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
      className={`${shape} inline-flex items-center justify-center text-xs font-semibold text-white`}
      style={{ backgroundColor: AVATAR_BACKGROUND }}
    >
      {letters}
    </span>
  );
}
