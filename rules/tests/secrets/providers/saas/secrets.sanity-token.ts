// Sanity client configuration
import { z } from 'zod';

export const region = 'eu-west-1';
// ruleid: secrets.sanity-token
export const sanityApiToken = 'sklyNNYptHhPoV9SMvTBOcVT87DmGI8llzGsfluOY7s6h373SPEqwR8YnumIDWE9vGdjUxS3aGuheYRIWa43tQMpR96DIJOKi6L7ETg1EPXdt0OWUES6e1guEA';
// ok: secrets.sanity-token
export const sanityApiToken = process.env.SANITY_API_TOKEN!;
// ruleid: secrets.sanity-token
export const sanityApiTokenBackup = 'skiMv1i6B3jy6Sl3qRtAcGKwdEEpzgWXCKoQQwESRNrfBuj3gPuFhiYNCYcbIm05VWvVR6GknTpq72kYLglNuUi2k9HUamj1uM6AelOKmtYolFgGIoKPrrPZ9B';
// ok: secrets.sanity-token
export const sanityApiTokenPrefix = 'sklyNNYptHhPoV9SMvTBOcVT87DmGI8llzGsfluO';

export const schema = z.object({ id: z.string() });
