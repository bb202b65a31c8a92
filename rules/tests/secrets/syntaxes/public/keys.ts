// Client keys their providers publish by design: not reported by any secret rule.
const firebaseConfig = {
  // ok: secrets.gcp-api-key
  apiKey: "AIzaSyC8k3Jd9Lq2Xv8Rt5Pz7Nw4Mc1BvX9QeT0",
  authDomain: "acme-web.firebaseapp.com",
  projectId: "acme-web",
  messagingSenderId: "417263880155",
};
// ok: secrets.generic-api-key-in-code
export const analyticsConfig = { amplitudeApiKey: "c5a1e9f3b7d24e6a8c0b2d4f6e8a1c3b" };
// ok: secrets.generic-token
export const mapConfig = { publicToken: "Jd9Lq2Xv8Rt5Pz7Nw4Mc1BvX9k3QeT0Ry" };
// ok: secrets.generic-api-key-in-code
export const search = { searchApiKey: "0e4b8f2a6c1d3e5f7a9b1c3d5e7f9a2b" };
// the secret beside them is still reported
// ruleid: secrets.generic-api-key-in-code
export const amplitudeSecret = { amplitudeSecretKey: "f2Kq8Vx3Lr9Tz6Mw1Np4Hb7Jc5" };
export { firebaseConfig };
