import { Avatar, type AvatarProps } from '@mui/material';
import { useMediaUrl } from '../chat/use-media-url';

interface ContactAvatarProps extends Omit<AvatarProps, 'src' | 'alt'> {
  /** The contact's profilePicUrl: our API's stored copy, or '' when it has none. */
  picture: string;
  name: string;
}

/** The API serves stored pictures only to signed-in users: fetched with the token. */
const isOwnPicture = (url: string) => url.startsWith('/api/');

/**
 * A contact's avatar: its profile picture when one is stored (fetched with the session, so
 * it follows the company's access rules), else the first letter of the name.
 */
export function ContactAvatar({ picture, name, children, ...props }: ContactAvatarProps) {
  const own = picture && isOwnPicture(picture) ? picture : null;
  const { url } = useMediaUrl(own);
  const src = own ? url : picture;
  return (
    <Avatar src={src || undefined} alt={name} {...props}>
      {children ?? (name.charAt(0).toUpperCase() || undefined)}
    </Avatar>
  );
}
