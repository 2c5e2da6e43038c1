import Avatar from '@mui/material/Avatar';
import { initialsOf } from './initials';

export { initialsOf };

interface Props {
  /** A data URL of the customer's picture, or null for none. */
  image: string | null;
  firstName?: string | null;
  lastName?: string | null;
  /** Text alternative of the picture (e.g. "Profilbild för Anna Lindqvist"). */
  alt: string;
  size?: number;
  /** Background of the initials; a theme colour such as 'primary.main' (the default). */
  background?: string;
}

/**
 * The customer's profile picture, or their initials. A picture that cannot be shown (a broken or
 * placeholder file) falls back to the initials too: MUI's Avatar does that on the image's error.
 * The initials are decorative: the name is always written next to the avatar.
 */
export function ProfileAvatar(props: Props) {
  const { image, firstName, lastName, alt, size = 64, background = 'primary.main' } = props;
  return (
    <Avatar
      src={image ?? undefined}
      alt={image ? alt : undefined}
      sx={{ width: size, height: size, bgcolor: background, fontSize: size / 2.6 }}
    >
      <span aria-hidden="true">{initialsOf(firstName, lastName)}</span>
    </Avatar>
  );
}
