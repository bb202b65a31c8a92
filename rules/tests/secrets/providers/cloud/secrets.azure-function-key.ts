// Azure client configuration
import { z } from 'zod';

export const region = 'eu-west-1';
// ruleid: secrets.azure-function-key
export const resizeFunctionUrl = 'https://acme-api.azurewebsites.net/api/resize?code=Y7mYxVGn04O-tjbHK6f-ie4HaMYZy-7vG6XLyu9aaGtifFZtzjc3c8==';
// ok: secrets.azure-function-key
export const resizeFunctionUrl = process.env.RESIZE_FUNCTION_URL!;
// ruleid: secrets.azure-function-key
export const resizeFunctionUrlBackup = 'https://acme-api.azurewebsites.net/api/resize?code=fg_CKsAkYUPkVIliEy6-JwPy4wxQQwq4LbrkCtzCdL-DGDMNnkeAou==';
// ok: secrets.azure-function-key
export const resizeFunctionUrlPrefix = 'https://acme-api.azurewebsites.net/';

export const schema = z.object({ id: z.string() });
