import { multipart, PNG } from '../../../test/multipart';

export { multipart, PNG };

export const pngUpload = (name = 'foto.png') =>
  multipart({ typeArch: 'quickMessage' }, { field: 'file', name, type: 'image/png', data: PNG });
