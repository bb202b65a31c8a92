import path from 'path';

/** Resolve `reqPath` under `storeDir`; throws when it escapes the folder. */
export async function resolveSafeStorePath(reqPath: unknown, storeDir: string): Promise<string> {
  if (typeof reqPath !== 'string') {
    throw Error('Invalid path');
  }
  const safePath = path.resolve(storeDir, reqPath);
  if (safePath === storeDir || !safePath.startsWith(storeDir + path.sep)) {
    throw Error('Path not allowed');
  }
  return safePath;
}
