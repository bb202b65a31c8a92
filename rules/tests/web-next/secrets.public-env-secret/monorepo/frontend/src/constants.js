export const VAPID_PUBLIC_KEY = process.env.REACT_APP_VAPID_PUBLIC_KEY;
// Create React App inlines this into the bundle every visitor downloads
// ruleid: secrets.public-env-secret
export const SUPPORT_API_TOKEN = process.env.REACT_APP_SUPPORT_API_TOKEN;
