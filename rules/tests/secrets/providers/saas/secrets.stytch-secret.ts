// Stytch client configuration
import { z } from 'zod';

export const region = 'eu-west-1';
// ruleid: secrets.stytch-secret
export const stytchSecret = 'secret-live-kbtG01iYPwvRI1_eStnyPZvrlYDalExmERl-';
// ok: secrets.stytch-secret
export const stytchSecret = process.env.STYTCH_SECRET!;
// ruleid: secrets.stytch-secret
export const stytchSecretBackup = 'secret-live-FiYFUhP1gO93OBcEnvc1Llj-VmjB4yiJerra';
// ok: secrets.stytch-secret
export const stytchSecretPrefix = 'secret-live-kbtG';

export const schema = z.object({ id: z.string() });
