import { z } from 'zod';

const BLOCKED = /^(localhost|127\.|10\.|192\.168\.|169\.254\.|172\.(1[6-9]|2\d|3[01])\.)/;

export const isPublicHost = (url: string): boolean => {
  try {
    return !BLOCKED.test(new URL(url).hostname);
  } catch {
    return false;
  }
};

// where it points is checked: private, loopback and metadata hosts are refused
export const webhookFileUrlSchema = z
  .string()
  .url('Invalid URL format')
  .refine((url) => url.startsWith('https://'), { message: 'must use HTTPS' })
  .refine((url) => isPublicHost(url), { message: 'targets an internal resource' });

// the scheme only: any host
export const httpsUrlSchema = z
  .string()
  .url()
  .refine((url) => url.startsWith('https://'), { message: 'a safe URL must use HTTPS' });
