// Trello client configuration
import { z } from 'zod';

export const region = 'eu-west-1';
// ruleid: secrets.trello-token
export const trelloToken = 'ATTA1436994bb3babd754b2eebfa8e73a235ed56749eb00a53f7d96a54d1656c054eFF6A04FD';
// ok: secrets.trello-token
export const trelloToken = process.env.TRELLO_TOKEN!;
// ruleid: secrets.trello-token
export const trelloTokenBackup = 'ATTA3c8b62ca4666ff8878a08edb6f8f33c78ff01aac1f7c4b13c0a8de2c7c0ea433E4486813';
// ok: secrets.trello-token
export const trelloTokenPrefix = 'ATTA1436994bb3babd754b2ee';

export const schema = z.object({ id: z.string() });
