import { initializeApp } from "firebase/app";
import { GoogleGenerativeAI } from "@google/generative-ai";
import { Client as MapsClient } from "@googlemaps/google-maps-services-js";

// Firebase web config: the apiKey only identifies the project (public by design, guarded by App Check).
const firebaseConfig = {
  // ok: secrets.gcp-api-key
  apiKey: "AIza0YxNVYdM32ll4Tm3ZhzEZam6yvdWSwQTy4e",
  authDomain: "acme-prod.firebaseapp.com",
  projectId: "acme-prod",
  storageBucket: "acme-prod.appspot.com",
};
export const app = initializeApp(firebaseConfig);

// Server-side Gemini client: this key is billable and must stay secret.
// ruleid: secrets.gcp-api-key
const genAI = new GoogleGenerativeAI("AIzadinZnLXicaBAg8WY1jzIRlNQb0prFmbh7_w");

export async function summarize(text: string): Promise<string> {
  const model = genAI.getGenerativeModel({ model: "gemini-1.5-flash" });
  const result = await model.generateContent(`Summarize: ${text}`);
  return result.response.text();
}

const maps = new MapsClient({});
export async function geocode(address: string) {
  return maps.geocode({
    // ruleid: secrets.gcp-api-key
    params: { address, key: "AIzaxLpQ2yMK-Ye9FZ1wUVl4nuYV_d8fNYvvDbz" },
  });
}

export async function geocodeSafely(address: string) {
  // ok: secrets.gcp-api-key
  return maps.geocode({ params: { address, key: process.env.GOOGLE_MAPS_SERVER_KEY! } });
}
