import { Translate } from "@google-cloud/translate/build/src/v2";

// A server-side key of the Translation API: not shipped to clients, not restricted to an app.
// ruleid: secrets.gcp-api-key
export const translate = new Translate({ key: "AIzaZk2Wq8Lp4Xm7Rv1Tn5Bs9Hd3Jc6Gf0Ye2Ua" });

export const geocoder = {
  // ruleid: secrets.gcp-api-key
  key: "AIzaNv5Rp2Xk9Lm4Wq7Tz1Bc8Hs3Jd6Gf0Ye5Ua",
};
