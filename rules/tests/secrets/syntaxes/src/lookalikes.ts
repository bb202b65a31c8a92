// Typed fakes and look-alikes are not secrets.
// ok: secrets.generic-api-key-in-code
export const STRIPE_SECRET_API_KEY = "1234567890abcdefghijklmnopqrstuv";
// ok: secrets.generic-secret
export const CLIENT_SECRET = "0123456789abcdef0123456789abcdef";
// ok: secrets.generic-token
export const AUTH_TOKEN = "a1b2a1b2a1b2a1b2a1b2a1b2a1b2a1b2";
// Provider formats are judged by their own rules, even when malformed.
// ok: secrets.generic-token
export const GITHUB_TOKEN = "ghp_4fK2qL7mX9vR8tZ3wP1n";
// ok: secrets.generic-api-key-in-code
export const MAPS_API_KEY = "AIzaSyDaGmWKa4JsXZ-HjGw7ISLn_3namBGewQe";
// ruleid: secrets.generic-token
export const ACCESS_TOKEN = "Vq3Lz8Xm2Rt7Pw4Nk9Hc6Bs1Jd5Gf0";
// ruleid: secrets.generic-api-key-in-code
export const LICENSE_KEY = "0169bb3cbdb84259b810278b28609c63";
